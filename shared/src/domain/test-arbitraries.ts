// fast-check generators for identity numbers, shared by the domain tests.
import fc from 'fast-check';
import { luhnCheckDigit } from './check-digits';

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** A real calendar date between 1900 and 2099 as {year, month, day}. */
export const kalenderdagArb = fc
  .date({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: new Date(Date.UTC(2099, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

/** Builds a 12-digit number whose Luhn digit is computed over the last nine digits (YYMMDDNNN). */
export function medKontrollsiffra(first11: string): string {
  return `${first11}${luhnCheckDigit(first11.slice(2))}`;
}

/** A valid personnummer (12 digits). The serial never is 000, which the registry does not issue. */
export const personnummerArb = fc
  .tuple(kalenderdagArb, fc.integer({ min: 1, max: 999 }))
  .map(([d, serial]) =>
    medKontrollsiffra(`${pad(d.year, 4)}${pad(d.month, 2)}${pad(d.day, 2)}${pad(serial, 3)}`),
  );

/** A valid samordningsnummer (day + 60). */
export const samordningsnummerArb = fc
  .tuple(kalenderdagArb, fc.integer({ min: 1, max: 999 }))
  .map(([d, serial]) =>
    medKontrollsiffra(`${pad(d.year, 4)}${pad(d.month, 2)}${pad(d.day + 60, 2)}${pad(serial, 3)}`),
  );

/** A valid 10-digit organisationsnummer not starting 302 (so it types as orgnr). */
export const orgnummerArb = fc
  .stringMatching(/^[1-9]\d{8}$/)
  .filter((body) => !body.startsWith('302'))
  .map((body) => `${body}${luhnCheckDigit(body)}`);
