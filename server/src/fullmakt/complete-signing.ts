import { randomInt } from 'node:crypto';
import { swedishDate } from '../core/clock';
import type { Db } from '../db/database';
import { recordSignature } from '../historik/lifecycle-events';
import { rebuildInnehall } from './innehall';
import { lockPower, powerRenewed, renewedBy } from './renewals';

export type SigningOutcome = 'lyckad' | 'avbruten' | 'utgangen' | 'startfel';

/** A started signing must be finished within this time, like a BankID order. */
export const signingTicketLifeMs = 10 * 60 * 1000;

/** A receipt number the user can quote: date and six digits. */
function receiptNumber(at: Date): string {
  return `FM-${swedishDate(at).replace(/-/g, '')}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The signing service's verdict on one ticket. A success by the right person adds the
 * signature; the last signature makes the power fully signed and delivered to the third
 * party. Everything happens in one transaction, and only a started ticket can end.
 */
export async function completeSigning(
  database: Db,
  biljett: string,
  signerId: string,
  outcome: SigningOutcome,
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  await database.kysely.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('underskrift')
      .select('fullmakt_id')
      .where('biljett', '=', biljett)
      .executeTakeFirst();
    if (!ticket) {
      return;
    }
    // Lock the power's row before reading anything else, the row every change of a draft
    // writes first: on PostgreSQL a PUT utkast running at the same moment then either
    // finishes first (and has ended this ticket, read below) or waits for this signature
    // (and is refused with fullmakt.konflikt). Without it the two deadlock or interleave.
    // SQLite runs one transaction at a time on its one connection, and has no FOR UPDATE.
    if (database.dialect === 'postgres') {
      await trx
        .selectFrom('fullmakt')
        .select('id')
        .where('id', '=', ticket.fullmakt_id)
        .forUpdate()
        .execute();
    }
    // Read after the lock: under READ COMMITTED this statement sees what the change committed.
    const order = await trx
      .selectFrom('underskrift')
      .selectAll()
      .where('biljett', '=', biljett)
      .where('status', '=', 'STARTAD')
      .executeTakeFirst();
    if (!order) {
      return;
    }
    const end = (status: string, kvittensnummer: string | null = null) =>
      trx
        .updateTable('underskrift')
        .set({ status, avslutad_tidpunkt: now, kvittensnummer })
        .where('biljett', '=', biljett)
        .where('status', '=', 'STARTAD')
        .execute();
    if (outcome === 'avbruten') {
      await end('AVBRUTEN');
      return;
    }
    const expired = at.getTime() - new Date(order.skapad_tidpunkt).getTime() > signingTicketLifeMs;
    if (outcome !== 'lyckad' || signerId !== order.person_id || expired) {
      await end('MISSLYCKAD');
      return;
    }
    const fullmakt = await trx
      .selectFrom('fullmakt')
      .select(['status'])
      .where('id', '=', order.fullmakt_id)
      .executeTakeFirst();
    if (
      fullmakt?.status !== 'VANTAR_PA_UNDERSKRIFT' &&
      fullmakt?.status !== 'DELVIS_UNDERSKRIVEN'
    ) {
      await end('MISSLYCKAD');
      return;
    }
    // A power is renewed once: a renewal whose power another renewal reached first (two
    // started before either was delivered) is not signed. After the old power's lock, so
    // that two such signings at once run one after the other and the second sees the first.
    const renews = await powerRenewed(trx, order.fullmakt_id);
    if (renews !== null) {
      await lockPower(trx, database.dialect, renews);
      if ((await renewedBy(trx, [renews])).size > 0) {
        await end('MISSLYCKAD');
        return;
      }
    }
    const signed = await trx
      .updateTable('fullmakt_signatar')
      .set({ underskriven_tidpunkt: now })
      .where('fullmakt_id', '=', order.fullmakt_id)
      .where('person_id', '=', order.person_id)
      .where('underskriven_tidpunkt', 'is', null)
      .executeTakeFirst();
    if (Number(signed.numUpdatedRows) !== 1) {
      await end('MISSLYCKAD');
      return;
    }
    const remaining = await trx
      .selectFrom('fullmakt_signatar')
      .select('person_id')
      .where('fullmakt_id', '=', order.fullmakt_id)
      .where('underskriven_tidpunkt', 'is', null)
      .execute();
    const klar = remaining.length === 0;
    await trx
      .updateTable('fullmakt')
      .set({
        status: klar ? 'UNDERSKRIVEN' : 'DELVIS_UNDERSKRIVEN',
        senaste_underskrift: now,
        andrad_tidpunkt: now,
        ...(klar ? { registrerad_tidpunkt: now } : {}),
      })
      .where('id', '=', order.fullmakt_id)
      .execute();
    await rebuildInnehall(trx, order.fullmakt_id);
    await recordSignature(trx, order.fullmakt_id, order.person_id, klar, now);
    await end('KLAR', receiptNumber(at));
  });
}
