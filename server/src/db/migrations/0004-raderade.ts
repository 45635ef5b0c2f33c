import type { Kysely } from 'kysely';

/**
 * Ids of deleted drafts, so a second delete can say "already removed" (fullmakt.redan.raderad)
 * instead of "does not exist". Only the grantor is kept, for the access check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('raderad_fullmakt')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fullmaktsgivare_id', 'text', (c) => c.notNull())
    .addColumn('raderad_tidpunkt', 'text', (c) => c.notNull())
    .execute();
}
