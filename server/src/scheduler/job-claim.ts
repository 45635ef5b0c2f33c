import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Claims a job's run for one period (for example the hour `2026-03-02T09`): the first
 * process to move the job's row to this period runs it, every other process sees the row
 * already there and skips. One conditional statement, so it holds on PostgreSQL between
 * processes and on SQLite between connections.
 */
export async function claimJobPeriod(
  db: Kysely<Database>,
  namn: string,
  period: string,
  process: string,
  at: string,
): Promise<boolean> {
  await db
    .insertInto('schemalagt_jobb')
    .values({ namn, period: '', process: '', paborjad_tidpunkt: at })
    .onConflict((oc) => oc.column('namn').doNothing())
    .execute();
  const res = await db
    .updateTable('schemalagt_jobb')
    .set({ period, process, paborjad_tidpunkt: at })
    .where('namn', '=', namn)
    .where('period', '<', period)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
