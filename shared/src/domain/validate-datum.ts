// SPEC §5 Dates: the yyyy-mm-dd pattern and the rules for the validity period.
import { datumTexter, skapandeFelTexter } from '../texts/validation';
import type { Fullmakt } from './fullmakt';

/** yyyy-mm-dd with year 19xx or 20xx, month 01-12 and day 01-31. */
export const DATUM_MONSTER = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * A date as the user obviously means it, written yyyy-mm-dd: 20261127 and ' 2026-11-27 '
 * both become 2026-11-27 (issue 36 item 20). Anything else comes back trimmed, unchanged,
 * for the §5 rules to refuse.
 */
export function tolkaDatum(text: string): string {
  const typat = text.trim();
  const siffror = /^(\d{4})(\d{2})(\d{2})$/.exec(typat);
  return siffror ? `${siffror[1]}-${siffror[2]}-${siffror[3]}` : typat;
}

/** True when the text matches the pattern and is a real calendar day (no 31 February). */
export function arGiltigtDatum(text: string): boolean {
  if (!DATUM_MONSTER.test(text)) {
    return false;
  }
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent: a day 01-31 that overflows its month moves both month and day (never the year), so any one check catches it.
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export interface GiltighetsGranser {
  /** Earliest allowed from date (yyyy-mm-dd). */
  min?: string;
  /** Latest allowed from and to date (yyyy-mm-dd). */
  max?: string;
  /** Whether a to date is required (SPEC §5: it is, unless the caller says otherwise). */
  tomKravs?: boolean;
}

export interface GiltighetsFel {
  giltigFrom?: string;
  giltigTom?: string;
}

/**
 * Checks a validity period. ISO dates compare as strings, so no Date arithmetic is needed.
 * Returns an empty object when valid.
 */
export function valideraGiltighet(
  giltigFrom: string | undefined,
  giltigTom: string | undefined,
  granser: GiltighetsGranser = {},
): GiltighetsFel {
  const fel: GiltighetsFel = {};
  const from = tolkaDatum(giltigFrom ?? '');
  const tom = tolkaDatum(giltigTom ?? '');
  const tomKravs = granser.tomKravs ?? true;

  if (from === '') {
    fel.giltigFrom = datumTexter.fromSaknas;
  } else if (!arGiltigtDatum(from)) {
    fel.giltigFrom = datumTexter.ogiltigt;
  } else if (
    // Stryker disable next-line ConditionalExpression: equivalent: `granser.min !== undefined` (a comparison with undefined is false; the guard is for the type checker).
    granser.min !== undefined &&
    from < granser.min
  ) {
    fel.giltigFrom = datumTexter.fromForeMin(granser.min);
  } else if (
    // Stryker disable next-line ConditionalExpression: equivalent: `granser.max !== undefined` (a comparison with undefined is false; the guard is for the type checker).
    granser.max !== undefined &&
    from > granser.max
  ) {
    fel.giltigFrom = datumTexter.fromEfterMax(granser.max);
  }

  if (tom === '') {
    if (tomKravs) {
      fel.giltigTom = datumTexter.tomSaknas;
    }
  } else if (!arGiltigtDatum(tom)) {
    fel.giltigTom = datumTexter.ogiltigt;
  } else if (
    // Stryker disable next-line ConditionalExpression: equivalent: `granser.max !== undefined` (a comparison with undefined is false; the guard is for the type checker).
    granser.max !== undefined &&
    tom > granser.max
  ) {
    fel.giltigTom = datumTexter.tomEfterMax(granser.max);
  }

  if (
    fel.giltigFrom === undefined &&
    fel.giltigTom === undefined &&
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent: an empty from already has its error, checked on the line above.
    from !== '' &&
    tom !== '' &&
    from > tom
  ) {
    fel.giltigFrom = datumTexter.fromEfterTom;
  }
  return fel;
}

/**
 * Writes a validity period on a power. giltigTom is removed when empty so the power has no
 * end. Changing validity without a power is a programming error and throws.
 */
export function medGiltighet(
  fullmakt: Fullmakt | undefined,
  giltigFrom: string,
  giltigTom?: string,
): Fullmakt {
  if (!fullmakt) {
    throw new Error(skapandeFelTexter.giltighetUtanFullmakt);
  }
  const { giltigTom: _old, ...rest } = fullmakt;
  const from = tolkaDatum(giltigFrom);
  const tom = tolkaDatum(giltigTom ?? '');
  return tom === '' ? { ...rest, giltigFrom: from } : { ...rest, giltigFrom: from, giltigTom: tom };
}
