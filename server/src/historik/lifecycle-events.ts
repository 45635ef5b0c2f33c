import type { Handelsetyp } from '@fullmakt/shared/domain';
import type { Transaction } from 'kysely';
import { answerBegaranByPower } from '../begaran/begaran-answers';
import type { Database } from '../db/schema';
import { partiesOf, recordEvents, type NewHandelse } from './handelse-store';

/**
 * The events of one accepted signature: signed by the signer, and when it was the last,
 * fully signed and delivered; a power shared onward that is delivered is also an event of
 * the power it was shared from. Call inside the signing's transaction.
 */
export async function recordSignature(
  trx: Transaction<Database>,
  fullmaktId: string,
  signerId: string,
  klar: boolean,
  at: string,
): Promise<void> {
  const parties = (await partiesOf(trx, [fullmaktId])).get(fullmaktId) ?? [];
  const events = [
    { fullmaktId, typ: 'UNDERSKRIVEN_AV' as const, aktorId: signerId, berorda: parties },
  ];
  if (!klar) {
    await recordEvents(trx, at, events);
    return;
  }
  const power = await trx
    .selectFrom('fullmakt')
    .select('ursprung_fullmakt_id')
    .where('id', '=', fullmaktId)
    .executeTakeFirstOrThrow();
  const originId = power.ursprung_fullmakt_id;
  // A power started from a request answers it when delivered (issue 32 item 1).
  await answerBegaranByPower(trx, fullmaktId, at);
  const delivered = [
    ...events,
    {
      fullmaktId,
      typ: 'UNDERSKRIVEN_OCH_LEVERERAD' as const,
      aktorId: signerId,
      berorda: parties,
      annanFullmaktId: originId,
    },
    ...(await renewedBy(trx, fullmaktId, signerId)),
  ];
  if (originId === null) {
    await recordEvents(trx, at, delivered);
    return;
  }
  const originParties = (await partiesOf(trx, [originId])).get(originId) ?? [];
  await recordEvents(trx, at, [
    ...delivered,
    {
      fullmaktId: originId,
      typ: 'DELAD_VIDARE',
      aktorId: signerId,
      berorda: [...originParties, ...parties],
      annanFullmaktId: fullmaktId,
    },
  ]);
}

/**
 * One event per power a change ends (revoked, returned, a draft removed), each naming
 * `originId` when the power fell because another did. Call inside the change's transaction,
 * before a removed draft's rows are deleted.
 */
export async function recordEnded(
  trx: Transaction<Database>,
  ids: readonly string[],
  typ: Extract<
    Handelsetyp,
    'ATERKALLAD' | 'ATERLAMNAD' | 'UTGANGEN' | 'UTKAST_RADERAT' | 'UTKAST_BORTTAGET'
  >,
  aktorId: string | null,
  at: string,
  originId: string | null = null,
): Promise<void> {
  const parties = await partiesOf(trx, ids);
  await recordEvents(
    trx,
    at,
    ids.map((fullmaktId) => ({
      fullmaktId,
      typ,
      aktorId,
      berorda: parties.get(fullmaktId) ?? [],
      annanFullmaktId: originId,
    })),
  );
}

/**
 * When a renewal is delivered, the event on the power it renews (named by the renewal's
 * FORNYAR event): renewed by this one. Its history then links to the new power.
 */
async function renewedBy(
  trx: Transaction<Database>,
  fullmaktId: string,
  signerId: string,
): Promise<NewHandelse[]> {
  const started = await trx
    .selectFrom('fullmakt_handelse')
    .select('annan_fullmakt_id')
    .where('fullmakt_id', '=', fullmaktId)
    .where('typ', '=', 'FORNYAR')
    .executeTakeFirst();
  const oldId = started?.annan_fullmakt_id ?? null;
  if (oldId === null) {
    return [];
  }
  return [
    {
      fullmaktId: oldId,
      typ: 'FORNYAD',
      aktorId: signerId,
      berorda: (await partiesOf(trx, [oldId])).get(oldId) ?? [],
      annanFullmaktId: fullmaktId,
    },
  ];
}
