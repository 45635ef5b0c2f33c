import type { Kysely } from 'kysely';

/**
 * One row per scheduled job and the last period a process claimed it for, so that several
 * server processes on one database run each job once per period (scheduler/scheduler.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schemalagt_jobb')
    .addColumn('namn', 'text', (c) => c.primaryKey())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('process', 'text', (c) => c.notNull())
    .addColumn('paborjad_tidpunkt', 'text', (c) => c.notNull())
    .execute();
}
