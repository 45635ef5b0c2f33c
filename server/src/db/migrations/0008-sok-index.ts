import type { Kysely } from 'kysely';

/**
 * Text search reads the search text of every power of one party. Carrying that text in
 * the party's time index (and, for holders, in their row) lets the search run inside the
 * indexes instead of reading whole powers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fullmakt_givare_tid').execute();
  await db.schema
    .createIndex('fullmakt_givare_tid_sok')
    .on('fullmakt')
    .columns([
      'fullmaktsgivare_id',
      'skapad_tidpunkt',
      'id',
      'status',
      'giltig_from',
      'giltig_tom',
      'sok_text',
    ])
    .execute();
  await db.schema
    .alterTable('fullmakt_havare')
    .addColumn('sok_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.dropIndex('fullmakt_havare_tid').execute();
  await db.schema
    .createIndex('fullmakt_havare_tid_sok')
    .on('fullmakt_havare')
    .columns(['havare_id', 'skapad_tidpunkt', 'fullmakt_id', 'sok_text'])
    .execute();
}
