import { randomUUID } from 'node:crypto';
import type { DelaFullmaktBegaran, Fullmakt, FullmaktsgivarRoll } from '@fullmakt/shared/domain';
import { arPersonTyp, tryTypaIdentitet } from '@fullmakt/shared/domain';
import { fullmaktTexter, tredjemanTexter } from '@fullmakt/shared/texts';
import type { Access } from '../core/access';
import { ApiError, forbidden, invalid, notFound } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { recordEvents } from '../historik/handelse-store';
import { claimIdempotencyKey } from '../core/idempotency';
import { findMall } from '../registries/tredjeman';
import { effectiveStatus, findFullmaktRow, loadFullmakt } from './fullmakt-dto';
import { insertFullmakt } from './store';

const notShareable = (meddelande?: string) =>
  new ApiError(409, 'fullmakt.inte.transportfullmakt', meddelande);

/**
 * Shares a received power onward (transportfullmakt): only a holder may, only when the
 * right to share was granted and the template allows it, only once the power has started
 * to apply, and never deeper than transportfullmaktMaxLed. The result is a new draft whose
 * grantor is the holder; its permissions are chosen from the origin's when it is signed.
 */
export async function shareOnward(
  deps: AppDeps,
  access: Access,
  body: DelaFullmaktBegaran,
): Promise<Fullmakt> {
  const db = deps.db.kysely;
  const now = deps.now();
  const today = swedishDate(now);
  const origin = await findFullmaktRow(db, body.fullmakt.id);
  if (!origin) {
    throw notFound();
  }
  const holders = await access.holderIdsActedFor(origin.id);
  if (holders.length === 0 || effectiveStatus(origin, today) !== 'UNDERSKRIVEN') {
    // Not a holder, or not a live power: the same answer, so nothing leaks.
    throw notFound();
  }
  if (body.tredjeman.id !== origin.tredjeman_id) {
    throw invalid('tredjeman.ogiltig', tredjemanTexter.ogiltig(body.tredjeman.id));
  }
  const mall = await findMall(db, origin.mall_id);
  if (!mall?.transportfullmakt) {
    throw new ApiError(409, 'mall.inte.transportfullmakt');
  }
  if (origin.transportfullmakt !== 1 || origin.led + 1 > deps.settings.transportfullmaktMaxLed) {
    throw notShareable();
  }
  if (origin.giltig_from !== null && origin.giltig_from > today) {
    throw notShareable(fullmaktTexter.kanInteDelasForeStart);
  }
  // Acting as oneself when one is a holder in person, else as the holder organisation.
  const givareId = holders.includes(access.caller.id) ? access.caller.id : holders[0];
  const typed = givareId ? tryTypaIdentitet(givareId) : undefined;
  if (!givareId || !typed) {
    throw forbidden();
  }
  const isPerson = arPersonTyp(typed.typ);
  if (!isPerson && !(await access.isFirmatecknare(givareId))) {
    throw forbidden();
  }
  const holderRow = await db
    .selectFrom('fullmakt_havare')
    .selectAll()
    .where('fullmakt_id', '=', origin.id)
    .where('havare_id', '=', givareId)
    .executeTakeFirstOrThrow();
  const tredjeman = await db
    .selectFrom('tredjeman')
    .select(['id', 'namn'])
    .where('id', '=', origin.tredjeman_id)
    .executeTakeFirstOrThrow();
  const roll: FullmaktsgivarRoll = isPerson ? 'Privat' : 'Organisation';
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await claimIdempotencyKey(trx);
    await insertFullmakt(trx, {
      id,
      status: 'PABORJAD',
      now: now.toISOString(),
      rubrik: origin.rubrik,
      skapareId: access.caller.id,
      tredjeman,
      mallId: origin.mall_id,
      givare: { id: givareId, typ: typed.typ, fornamn: holderRow.fornamn, namn: holderRow.namn },
      roll,
      giltigFrom: today,
      giltigTom: origin.giltig_tom,
      ursprungId: origin.id,
      led: origin.led + 1,
      havare: [],
      behorigheter: [],
      signeringsalternativId: null,
    });
    await recordEvents(trx, now.toISOString(), [
      {
        fullmaktId: id,
        typ: 'UTKAST_PABORJAT',
        aktorId: access.caller.id,
        berorda: [givareId],
        annanFullmaktId: origin.id,
      },
    ]);
  });
  const fullmakt = await loadFullmakt(db, id, today);
  if (!fullmakt) {
    throw new Error('Delningen försvann direkt efter att den sparades');
  }
  return fullmakt;
}
