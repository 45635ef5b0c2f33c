// Ending and renewing a power (issue 32 items 3-4): when it counts as ending soon, and the
// validity its renewal is given. Pure date rules shared by the browser and the server.
import type { Fullmakt } from './fullmakt';

/**
 * The grantor and holders are reminded this many days before a power's last day, once per
 * threshold, largest first. The overview marks a power "Går ut snart" from the first one.
 */
export const UTGANG_PAMINNELSE_DAGAR = [30, 7] as const;

const dagMs = 24 * 3600 * 1000;

/** A yyyy-mm-dd date moved `dagar` days (negative: back). Calendar days, no time zone. */
export function laggTillDagar(datum: string, dagar: number): string {
  const [y, m, d] = datum.split('-').map(Number) as [number, number, number];
  // A calendar day at UTC midnight, read back by its UTC parts: no time zone can move it.
  const dag = new Date(Date.UTC(y, m - 1, d) + dagar * dagMs);
  const tva = (n: number) => String(n).padStart(2, '0');
  return `${dag.getUTCFullYear()}-${tva(dag.getUTCMonth() + 1)}-${tva(dag.getUTCDate())}`;
}

/** Days from one yyyy-mm-dd date to another (0 for the same day). */
export function dagarMellan(fran: string, till: string): number {
  return Math.round((Date.parse(`${till}T00:00:00Z`) - Date.parse(`${fran}T00:00:00Z`)) / dagMs);
}

/**
 * A signed power in force with a last day at most 30 days ahead (today included). A power
 * without an end never ends, so it is never "ending soon"; nor does one already renewed,
 * whose reminders are skipped too (server scheduler/reminders.ts).
 */
export function garUtSnart(
  f: Pick<Fullmakt, 'status' | 'giltigTom' | 'fornyadAv'>,
  idag: string,
): boolean {
  if (f.status !== 'UNDERSKRIVEN' || f.giltigTom === undefined || f.fornyadAv !== undefined) {
    return false;
  }
  return f.giltigTom >= idag && f.giltigTom <= laggTillDagar(idag, UTGANG_PAMINNELSE_DAGAR[0]);
}

/**
 * Whether the grantor may renew the power: one that was signed and has a last day, in force
 * or ended by its date, and not renewed already (a power is renewed once). A revoked or
 * returned power was ended on purpose, and one without an end has nothing to renew.
 */
export function kanFornyas(f: Pick<Fullmakt, 'status' | 'giltigTom' | 'fornyadAv'>): boolean {
  return (
    f.giltigTom !== undefined &&
    f.fornyadAv === undefined &&
    (f.status === 'UNDERSKRIVEN' || f.status === 'UTGANGEN')
  );
}

/**
 * The renewal's validity: as many days as the old one, from the day after the old one's
 * last day, or from today if that has passed. Never past `max` (SPEC §5's {max}), where
 * the end is cut. Undefined for a power without an end (see kanFornyas).
 */
export function fornyadGiltighet(
  f: Pick<Fullmakt, 'giltigFrom' | 'giltigTom'>,
  idag: string,
  max?: string,
): { giltigFrom: string; giltigTom: string } | undefined {
  if (f.giltigTom === undefined) {
    return undefined;
  }
  const dagEfter = laggTillDagar(f.giltigTom, 1);
  const giltigFrom = dagEfter < idag ? idag : dagEfter;
  const tom = laggTillDagar(giltigFrom, dagarMellan(f.giltigFrom, f.giltigTom));
  return { giltigFrom, giltigTom: max !== undefined && tom > max ? max : tom };
}
