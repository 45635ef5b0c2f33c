import path from 'node:path';
import { readEnv } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';

/**
 * `node dist/migrate.js`: brings the database up to date and exits: the migration Job of
 * deploy/k8s runs it before a rollout. It is the very step every server runs at start
 * (db/prepare.ts), so a server started without the Job still migrates, and one started
 * after it finds nothing left to do.
 */
const env = readEnv(process.env);
const db = openDatabase(
  env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { sqliteFile: path.join(env.FULLMAKT_DATA_DIR, 'fullmakt.sqlite') },
);
try {
  await prepareDatabase(db, new Date());
  console.info('Databasen är uppdaterad.');
} catch (error) {
  console.error(
    `Migreringen misslyckades: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
