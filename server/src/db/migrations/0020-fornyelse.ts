import { sql, type Kysely } from 'kysely';

/**
 * Renewals (issue 32 item 4): a power is renewed once. The unique partial index lets the
 * event log hold at most one FORNYAD event per power, whatever two signings racing do; the
 * second partial index finds the renewal drafts of a power (its FORNYAR events) without a
 * scan. Both hold only those two kinds of event, so no other change of a power writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('fullmakt_handelse_fornyad')
    .on('fullmakt_handelse')
    .column('fullmakt_id')
    .unique()
    .where(sql.ref('typ'), '=', 'FORNYAD')
    .execute();
  await db.schema
    .createIndex('fullmakt_handelse_fornyar')
    .on('fullmakt_handelse')
    .column('annan_fullmakt_id')
    .where(sql.ref('typ'), '=', 'FORNYAR')
    .execute();
}
