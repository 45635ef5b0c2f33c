import type { SkickaForUnderskriftSvar, StartaUnderskriftBegaran } from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { conflict, invalid, notFound } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { findFullmaktRow, toFullmakter } from './fullmakt-dto';
import { submitDraft } from './start-signing';

/**
 * 'Skicka för underskrift' (SPEC §2 'sign, or sign and send'; §6 creator and signatory may
 * differ): an organisation's draft is fixed and sent to its chosen signatories, who are
 * notified, without the creator signing. The same checks as a signing's first step; the
 * answer is the power as sent, for the receipt.
 */
export async function sendForSigning(
  deps: AppDeps,
  access: Access,
  id: string,
  body: StartaUnderskriftBegaran,
): Promise<SkickaForUnderskriftSvar> {
  const db = deps.db.kysely;
  const row = await findFullmaktRow(db, id);
  if (!row || !(await access.mayActForGrantor(row))) {
    throw notFound();
  }
  if (row.fullmaktsgivarroll !== 'Organisation') {
    // A private person's power has one signatory, the grantor: there is no one to send to.
    throw invalid('fullmakt.ogiltig');
  }
  if (row.status !== 'PABORJAD') {
    throw conflict('fullmakt.konflikt');
  }
  await submitDraft(deps, access, row, body, 'send');
  const sent = await findFullmaktRow(db, id);
  const [fullmakt] = sent ? await toFullmakter(db, [sent], swedishDate(deps.now())) : [];
  if (!fullmakt) {
    throw notFound();
  }
  return { fullmakt };
}
