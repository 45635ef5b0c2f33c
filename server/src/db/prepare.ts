import type { Db } from './database';
import { migrateToLatest } from './migrator';
import { seedRegistries } from '../seed/seed-registries';

/** Runs at every start: migrations first, then the registry seed (a no-op once loaded). */
export async function prepareDatabase(db: Db, now: Date): Promise<void> {
  await migrateToLatest(db.kysely);
  await seedRegistries(db.kysely, now);
}
