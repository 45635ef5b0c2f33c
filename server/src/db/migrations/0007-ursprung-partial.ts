import { sql, type Kysely } from 'kysely';

/**
 * Almost every power has no origin, so with statistics (after ANALYZE) a plain index on
 * the origin looks useless to SQLite and lookups of onward shares became table scans. A
 * partial index over the powers that do have an origin is small and always chosen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fullmakt_ursprung').execute();
  await db.schema
    .createIndex('fullmakt_ursprung_delning')
    .on('fullmakt')
    .columns(['ursprung_fullmakt_id', 'status'])
    .where(sql.ref('ursprung_fullmakt_id'), 'is not', null)
    .execute();
}
