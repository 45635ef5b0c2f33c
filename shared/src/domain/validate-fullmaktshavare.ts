// SPEC §5 Proxy person: the checks that can be made on the typed number before any lookup,
// and the messages for the two lookup outcomes. Pure, so the server repeats the same checks.
import { fullmaktshavareTexter } from '../texts/validation';
import { arGiltigtPersonnummer, arGiltigtSamordningsnummer } from './check-digits';
import { alderVid } from './age';
import { MINIMIALDER } from './constants';
import { tolkaPersonnummer } from './personnummer-format';

export interface FullmaktshavareKontext {
  /** The signed-in user's id: a power cannot be given to oneself. */
  egetId?: string;
  /** The day the age limit is checked on (ISO date or Date). */
  idag: Date | string;
}

/**
 * The first problem with a typed proxy number, or undefined when it may be looked up.
 * Order: missing, format (including check digit), self, age.
 */
export function valideraFullmaktshavare(
  text: string | undefined,
  kontext: FullmaktshavareKontext,
): string | undefined {
  if (text === undefined || text.trim() === '') {
    return fullmaktshavareTexter.saknas;
  }
  const id = tolkaPersonnummer(text);
  // Stryker disable next-line ConditionalExpression: equivalent: the check-digit tests refuse undefined as well; the guard is for the type checker.
  if (id === undefined || !(arGiltigtPersonnummer(id) || arGiltigtSamordningsnummer(id))) {
    return fullmaktshavareTexter.felFormat;
  }
  if (kontext.egetId !== undefined && kontext.egetId.replace(/-/g, '') === id) {
    return fullmaktshavareTexter.sigSjalv;
  }
  if (alderVid(id, kontext.idag) < MINIMIALDER) {
    return fullmaktshavareTexter.under18;
  }
  return undefined;
}

/** The outcome of looking a person up in the population register. */
export type PersonUppslag = 'hittad' | 'saknas' | 'fel';

/** The message for a lookup outcome: not found, or the lookup failed. */
export function fullmaktshavareUppslagFel(uppslag: PersonUppslag): string | undefined {
  if (uppslag === 'saknas') {
    return fullmaktshavareTexter.finnsInte;
  }
  if (uppslag === 'fel') {
    return fullmaktshavareTexter.uppslagMisslyckades;
  }
  return undefined;
}
