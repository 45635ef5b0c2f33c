// SPEC §5 Proxy person: the checks that can be made on the typed number before any lookup,
// and the messages for the two lookup outcomes. Pure, so the server repeats the same checks.
import { fullmaktshavareTexter } from '../texts/validation';
import {
  arGiltigtOrganisationsnummer,
  arGiltigtPersonnummer,
  arGiltigtSamordningsnummer,
} from './check-digits';
import { alderVid } from './age';
import { MAX_FULLMAKTSHAVARE, MINIMIALDER } from './constants';
import { tolkaHavare } from './havare-identitet';

export interface FullmaktshavareKontext {
  /** The signed-in user's id: a power cannot be given to oneself. */
  egetId?: string;
  /** The day the age limit is checked on (ISO date or Date). */
  idag: Date | string;
}

/**
 * The first problem with a typed proxy number, or undefined when it may be looked up.
 * Order: missing, format (including check digit), self, age. A person's number is read as
 * meant (10 or 12 digits, hyphen or not, spaces around); an organisation's number (the FAQ
 * tells people to enter one) passes on its check digit, the register says whether it exists.
 */
export function valideraFullmaktshavare(
  text: string | undefined,
  kontext: FullmaktshavareKontext,
): string | undefined {
  if (text === undefined || text.trim() === '') {
    return fullmaktshavareTexter.saknas;
  }
  const havare = tolkaHavare(text, kontext.idag);
  const id = havare?.id;
  const giltigt =
    havare?.slag === 'organisation'
      ? arGiltigtOrganisationsnummer(havare.id)
      : id !== undefined && (arGiltigtPersonnummer(id) || arGiltigtSamordningsnummer(id));
  if (havare === undefined || id === undefined || !giltigt) {
    return fullmaktshavareTexter.felFormat;
  }
  if (kontext.egetId !== undefined && kontext.egetId.replace(/-/g, '') === id) {
    return fullmaktshavareTexter.sigSjalv;
  }
  if (havare.slag === 'person' && alderVid(id, kontext.idag) < MINIMIALDER) {
    return fullmaktshavareTexter.under18;
  }
  return undefined;
}

/** The problem with the number of holders on one power, or undefined when it is allowed. */
export function valideraAntalFullmaktshavare(antal: number): string | undefined {
  return antal > MAX_FULLMAKTSHAVARE
    ? fullmaktshavareTexter.forManga(MAX_FULLMAKTSHAVARE)
    : undefined;
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
