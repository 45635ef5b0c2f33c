import type { Db } from './database';
import { currentPgSchema, migrateToLatest } from './migrator';
import { seedContacts } from '../seed/contacts';
import { seedDemoPowers } from '../seed/seed-demo-powers';
import { seedRegistries, seedSoleTraders } from '../seed/seed-registries';

/**
 * Runs at every start: migrations first, then the registry seed (a no-op once loaded),
 * and, when asked, a few demo powers between the test people.
 */
export async function prepareDatabase(
  db: Db,
  now: Date,
  options: { demoPowers?: boolean } = {},
): Promise<void> {
  await migrateToLatest(
    db.kysely,
    db.dialect === 'postgres' ? await currentPgSchema(db.kysely) : undefined,
  );
  await seedRegistries(db.kysely, now);
  await seedSoleTraders(db.kysely, now);
  await seedContacts(db.kysely, now);
  if (options.demoPowers) {
    await seedDemoPowers(db.kysely, now);
  }
}
