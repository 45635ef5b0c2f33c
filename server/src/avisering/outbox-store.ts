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

/** Notices that told a holder of something: a power to them, shared to them, or revoked. */
const toHolders = ['FULLMAKT_MOTTAGEN', 'FULLMAKT_DELAD_TILL_DIG', 'FULLMAKT_ATERKALLAD'];

/** Whether some notice of these kinds about the power could not be sent: no address, or failed. */
async function someNotNotified(
  db: Kysely<Database>,
  fullmaktId: string,
  typer: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('utskick')
    .select('id')
    .where('fullmakt_id', '=', fullmaktId)
    .where('status', 'in', ['SAKNAR_ADRESS', 'MISSLYCKAD'])
    .where('typ', 'in', typer)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a holder of the power could not be told of it (given, shared or revoked). */
export function holderNotNotified(db: Kysely<Database>, fullmaktId: string) {
  return someNotNotified(db, fullmaktId, toHolders);
}

/** Whether a chosen co-signer could not be told that the power awaits their signature. */
export function signatoryNotNotified(db: Kysely<Database>, fullmaktId: string) {
  return someNotNotified(db, fullmaktId, ['UNDERSKRIFT_VANTAR']);
}

/** Whether a holder could not be told that the power was revoked (what the revoke just queued). */
export function revokeNotNotified(db: Kysely<Database>, fullmaktId: string) {
  return someNotNotified(db, fullmaktId, ['FULLMAKT_ATERKALLAD']);
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
