import type { UnderskriftResultat, UnderskriftUtfall } from '@fullmakt/shared/domain';
import { underskriftTexter } from '@fullmakt/shared/texts';
import type { Access } from '../core/access';
import { notFound } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { holderNotNotified, signatoryNotNotified } from '../avisering/outbox-store';
import { signingTicketLifeMs } from './complete-signing';
import { loadFullmakt } from './fullmakt-dto';

const utfall: Record<string, UnderskriftUtfall> = {
  KLAR: 'SIGNERAD',
  AVBRUTEN: 'AVBRUTEN',
  MISSLYCKAD: 'MISSLYCKAD',
  // Started but never finished at the signing service: no signing to report.
  STARTAD: 'SAKNAS',
};

/** The result page's call: only the person the ticket was issued to may read it. */
export async function signingResult(
  deps: AppDeps,
  access: Access,
  biljett: string,
): Promise<UnderskriftResultat> {
  const db = deps.db.kysely;
  const order = await db
    .selectFrom('underskrift')
    .selectAll()
    .where('biljett', '=', biljett)
    .executeTakeFirst();
  // Unknown, someone else's, or started and left past its life: no signing to show (§8).
  const expired =
    order?.status === 'STARTAD' &&
    deps.now().getTime() - new Date(order.skapad_tidpunkt).getTime() > signingTicketLifeMs;
  if (!order || order.person_id !== access.caller.id || expired) {
    throw notFound('fullmakt.underskrift.saknas', underskriftTexter.hittadesInte);
  }
  const result = utfall[order.status] ?? 'SAKNAS';
  if (result !== 'SIGNERAD') {
    return { utfall: result };
  }
  const fullmakt = await loadFullmakt(db, order.fullmakt_id, swedishDate(deps.now()));
  if (!fullmakt) {
    return { utfall: 'SAKNAS' };
  }
  return {
    utfall: result,
    fullmakt,
    ...(order.kvittensnummer ? { kvittonummer: order.kvittensnummer } : {}),
    klar: fullmakt.status === 'UNDERSKRIVEN',
    ...((await holderNotNotified(db, fullmakt.id)) ? { aviseringMisslyckades: true } : {}),
    ...((await signatoryNotNotified(db, fullmakt.id)) ? { signatarerEjAviserade: true } : {}),
  };
}
