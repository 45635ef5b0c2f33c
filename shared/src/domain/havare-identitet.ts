// A holder as typed (SPEC §5 Proxy person, and the FAQ's "välj byråns organisationsnummer"):
// a personnummer or samordningsnummer, or an organisation's number, read as the user
// obviously means it and shown normalised.
import { formateraPersonnummer, tolkaPersonnummer } from './personnummer-format';

/** A holder's number read from the field: a person's 12 digits, or an organisation's 10. */
export interface TolkadHavare {
  id: string;
  /** 'person' for pnr and samnr; 'organisation' for orgnr and gdnr. */
  slag: 'person' | 'organisation';
}

/** 10 digits, the hyphen optional, or 12 with the registries' 16 in front. */
const ORGNR = /^(?:16)?(\d{6})-?(\d{4})$/;

/**
 * The 10 digits of an organisationsnummer as typed (556934-5670, 5569345670, 16556934-5670,
 * spaces ignored), or undefined. Its month digits are 20 or more, so it is never read as a
 * 10-digit personnummer, whose month is 01-12.
 */
export function tolkaOrganisationsnummer(text: string): string | undefined {
  const match = ORGNR.exec(text.replace(/\s/g, ''));
  if (!match?.[1] || !match[2] || Number(match[1].slice(2, 4)) < 20) {
    return undefined;
  }
  return `${match[1]}${match[2]}`;
}

/** A holder's number as typed, or undefined when it is neither kind. */
export function tolkaHavare(text: string, idag?: Date | string): TolkadHavare | undefined {
  const orgnr = tolkaOrganisationsnummer(text);
  if (orgnr !== undefined) {
    return { id: orgnr, slag: 'organisation' };
  }
  const pnr = tolkaPersonnummer(text, idag);
  return pnr === undefined ? undefined : { id: pnr, slag: 'person' };
}

/** A holder's number as shown: ååååmmdd-nnnn for a person, nnnnnn-nnnn for an organisation. */
export function formateraHavare(havare: TolkadHavare): string {
  return havare.slag === 'person'
    ? formateraPersonnummer(havare.id)
    : `${havare.id.slice(0, 6)}-${havare.id.slice(6)}`;
}

/** The text a holder field shows once left: the number normalised, or as typed when unread. */
export function normaliseratHavare(text: string, idag?: Date | string): string {
  const tolkad = tolkaHavare(text, idag);
  return tolkad === undefined ? text : formateraHavare(tolkad);
}
