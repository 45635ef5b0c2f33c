import type { AterkallaSvar } from '@fullmakt/shared/domain';

/**
 * The rules of ending a power (SPEC §4: revoked by the grantor, returned by the holder, and
 * a revoke ends what was shared onward, the count shown), apart from the transaction that
 * applies them (revoke-return.ts), so they can be judged without a database.
 */

/**
 * What the grantor side may ask to revoke at all: a draft still being made (PABORJAD) is
 * answered 404, it is deleted, not revoked; any other power is found, and refused with 409
 * unless it is in force.
 */
export function revokeFinds(status: string): boolean {
  return status !== 'PABORJAD';
}

/** What a holder may ask to return at all: a power that reached the third party. */
export function returnFinds(status: string): boolean {
  return ['UNDERSKRIVEN', 'ATERKALLAD', 'ATERLAMNAD'].includes(status);
}

/** Only a power in force (signed by all) is revoked or returned; an ended one stays ended. */
export function mayEnd(status: string): boolean {
  return status === 'UNDERSKRIVEN';
}

/** Statuses a cascade ends: live powers and onward shares still being made. */
export const cascadeStatuses = [
  'UNDERSKRIVEN',
  'PABORJAD',
  'VANTAR_PA_UNDERSKRIFT',
  'DELVIS_UNDERSKRIVEN',
];

/** What a cascade ended: signed powers shared onward, and shares never signed (stopped). */
export interface Cascade {
  signed: number;
  unsigned: number;
}

/** One level of a cascade counted: the signed ones apart from the unsigned ones. */
export function cascadeCount(ended: readonly { status: string }[]): Cascade {
  const signed = ended.filter((c) => c.status === 'UNDERSKRIVEN').length;
  return { signed, unsigned: ended.length - signed };
}

/**
 * The answer to a revoke: the power itself and the signed powers shared onward from it;
 * the unsigned shares stopped, counted apart and only when there were any (SPEC §4 shows the
 * count of powers shared onward, which those never were); and, SPEC §8, that a holder could
 * not be told, for the grantor to tell them.
 */
export function revokeAnswer(onward: Cascade, notNotified: boolean): AterkallaSvar {
  return {
    aterkallade: 1 + onward.signed,
    ...(onward.unsigned > 0 ? { avbrutnaDelningar: onward.unsigned } : {}),
    ...(notNotified ? { aviseringMisslyckades: true } : {}),
  };
}
