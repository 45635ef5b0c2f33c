import type { Kysely, Selectable } from 'kysely';
import type { Database, UtskickTable } from '../db/schema';

export type UtskickRow = Selectable<UtskickTable>;

/** Due notices, oldest first. */
export async function dueNotices(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom('utskick')
    .selectAll()
    .where('status', '=', 'KO')
    .where('nasta_forsok', '<=', now)
    .orderBy('nasta_forsok')
    .limit(limit)
    .execute();
}

/**
 * Claims a notice for sending: only one worker can move it from KO to SKICKAS. A notice
 * left in SKICKAS (the process stopped after sending, before marking) is never sent again.
 */
export async function claimNotice(db: Kysely<Database>, row: UtskickRow, now: string) {
  const res = await db
    .updateTable('utskick')
    .set({ status: 'SKICKAS', paborjad_tidpunkt: now, forsok: row.forsok + 1 })
    .where('id', '=', row.id)
    .where('status', '=', 'KO')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks a claimed notice: sent, kept (no SMTP server set), failed, or due again later. */
export async function markNotice(
  db: Kysely<Database>,
  id: string,
  outcome:
    | { status: 'SKICKAD' | 'SPARAD'; at: string }
    | { status: 'MISSLYCKAD'; fel: string }
    | { status: 'KO'; nastaForsok: string; fel: string },
) {
  await db
    .updateTable('utskick')
    .set(
      outcome.status === 'KO'
        ? { status: 'KO', nasta_forsok: outcome.nastaForsok, fel: outcome.fel }
        : outcome.status === 'MISSLYCKAD'
          ? { status: 'MISSLYCKAD', fel: outcome.fel }
          : { status: outcome.status, skickad_tidpunkt: outcome.at },
    )
    .where('id', '=', id)
    .where('status', '=', 'SKICKAS')
    .execute();
}

/** Whether a holder of the power could not be notified: no address, or the address failed. */
export async function holderNotNotified(db: Kysely<Database>, fullmaktId: string) {
  const row = await db
    .selectFrom('utskick')
    .select('id')
    .where('fullmakt_id', '=', fullmaktId)
    .where('status', 'in', ['SAKNAR_ADRESS', 'MISSLYCKAD'])
    .where('typ', 'in', ['FULLMAKT_MOTTAGEN', 'FULLMAKT_DELAD_TILL_DIG'])
    .executeTakeFirst();
  return row !== undefined;
}

/** The newest notices, for the developers' mailbox page. */
export async function latestNotices(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('utskick')
    .selectAll()
    .orderBy('skapad_tidpunkt', 'desc')
    .limit(limit)
    .execute();
}
