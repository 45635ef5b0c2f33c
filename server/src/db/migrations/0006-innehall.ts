import type { Kysely } from 'kysely';

/**
 * A read copy of a power's holders, permissions and signatories as JSON on the power
 * itself, so a page of powers is one query instead of four. The child tables stay the
 * source of truth (they carry the indexes and the access checks); every write rebuilds
 * the copy from them in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('fullmakt')
    .addColumn('innehall', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}
