import type { Kysely } from 'kysely';

/**
 * The account a row of the provider's state belongs to, as a column: a person's own
 * sessions are then one index read (the list where they see and end their other
 * sessions), not a scan of every payload. Rows saved before stay without it; sessions
 * live an hour, so every session is listed within one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oidc_payload').addColumn('account_id', 'text').execute();
  await db.schema
    .createIndex('oidc_payload_konto')
    .on('oidc_payload')
    .columns(['model', 'account_id'])
    .execute();
}
