// One pass of the scheduled jobs in a process of its own, for the two-process test
// (scheduler.test.ts): DATABASE_URL and FULLMAKT_PG_SCHEMA name the shared database,
// FULLMAKT_NOW the moment. Prints the jobs this process ran as JSON.
import { openDatabase } from '../db/database';
import { runScheduledJobs } from './scheduler';

const db = openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? '',
  pgSchema: process.env.FULLMAKT_PG_SCHEMA ?? 'public',
});
try {
  const ran = await runScheduledJobs(
    db.kysely,
    new Date(process.env.FULLMAKT_NOW ?? ''),
    (job, err) => {
      console.error(job, err);
    },
  );
  process.stdout.write(`${JSON.stringify(ran)}\n`);
} finally {
  await db.close();
}
