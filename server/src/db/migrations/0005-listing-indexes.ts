import type { Kysely } from 'kysely';

/**
 * Indexes shaped for the listings. Without statistics SQLite preferred the status index
 * and scanned every signed power; an index per party in time order, carrying the columns
 * the time filters read, lets list, count and filter run inside the index. The purge job
 * runs hourly and can afford a table scan, so its index goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fullmakt_status_andrad').execute();
  await db.schema.dropIndex('fullmakt_givare').execute();
  await db.schema
    .createIndex('fullmakt_givare_tid')
    .on('fullmakt')
    .columns(['fullmaktsgivare_id', 'skapad_tidpunkt', 'id', 'status', 'giltig_from', 'giltig_tom'])
    .execute();
  // Holder listings look powers up by id: this answers status and dates from the index.
  await db.schema
    .createIndex('fullmakt_id_tid')
    .on('fullmakt')
    .columns(['id', 'status', 'giltig_from', 'giltig_tom'])
    .execute();
  // A holder's powers in time order: the creation time never changes, so it is copied here.
  await db.schema
    .alterTable('fullmakt_havare')
    .addColumn('skapad_tidpunkt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.dropIndex('fullmakt_havare_havare').execute();
  await db.schema
    .createIndex('fullmakt_havare_tid')
    .on('fullmakt_havare')
    .columns(['havare_id', 'skapad_tidpunkt', 'fullmakt_id'])
    .execute();
}
