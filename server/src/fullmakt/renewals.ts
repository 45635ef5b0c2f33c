// Renewals (issue 32 item 4): a power is renewed once. Its renewal is a draft that names it
// (a FORNYAR event); when that draft is delivered the power gets a FORNYAD event naming
// the new one. While a renewal draft is unfinished, renewing again continues it.
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { draftStatuses } from './fullmakt-dto';

type Trx = Kysely<Database> | Transaction<Database>;

/**
 * Locks a power's row for the rest of the transaction on PostgreSQL, so that two renewals
 * of it (two presses, two signings) run one after the other and the second sees the first.
 * SQLite runs one transaction at a time on its one connection, and has no FOR UPDATE.
 */
export async function lockPower(trx: Trx, dialect: Db['dialect'], id: string): Promise<void> {
  if (dialect === 'postgres') {
    await trx.selectFrom('fullmakt').select('id').where('id', '=', id).forUpdate().execute();
  }
}

/** The powers among `ids` that were renewed, each with the power that renewed it. */
export async function renewedBy(db: Trx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('fullmakt_handelse')
    .select(['fullmakt_id', 'annan_fullmakt_id'])
    .where('fullmakt_id', 'in', ids)
    .where('typ', '=', 'FORNYAD')
    .execute();
  return new Map(
    rows.flatMap((r) =>
      r.annan_fullmakt_id === null ? [] : [[r.fullmakt_id, r.annan_fullmakt_id]],
    ),
  );
}

/** The power a draft renews (its FORNYAR event), or null when it renews none. */
export async function powerRenewed(db: Trx, draftId: string): Promise<string | null> {
  const row = await db
    .selectFrom('fullmakt_handelse')
    .select('annan_fullmakt_id')
    .where('fullmakt_id', '=', draftId)
    .where('typ', '=', 'FORNYAR')
    .executeTakeFirst();
  return row?.annan_fullmakt_id ?? null;
}

/** The newest unfinished draft that renews the power, if one was started. */
export async function openRenewalDraft(db: Trx, oldId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('fullmakt_handelse')
    .innerJoin('fullmakt', 'fullmakt.id', 'fullmakt_handelse.fullmakt_id')
    .select('fullmakt.id')
    .where('fullmakt_handelse.annan_fullmakt_id', '=', oldId)
    .where('fullmakt_handelse.typ', '=', 'FORNYAR')
    .where('fullmakt.status', 'in', draftStatuses)
    .orderBy('fullmakt.skapad_tidpunkt', 'desc')
    .orderBy('fullmakt.id')
    .executeTakeFirst();
  return row?.id;
}
