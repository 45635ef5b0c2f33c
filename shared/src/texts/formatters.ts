// How people and states are written out in lists and views. Pure formatters (the server
// imports this entry), in one place so the given and received lists and the views agree.
import type { Fullmakt } from '../domain/fullmakt';
import type { Person } from '../domain/parties';
import { formateraPersonnummer } from '../domain/personnummer-format';
import { statusTexter } from './labels';

/** A person's name, or the formatted number when the register gave none (a protected identity). */
export function personNamn(p: Person): string {
  const namn = [p.fornamn, p.namn].filter((d) => d !== undefined && d !== '').join(' ');
  return namn === '' ? formateraPersonnummer(p.id) : namn;
}

/**
 * A holder in a power's details: the name with the number, or the number once when the
 * power names none (a draft names no person holder, issue 38; a protected identity never).
 */
export function personMedNummer(p: Person): string {
  const nummer = formateraPersonnummer(p.id);
  const namn = personNamn(p);
  return namn === nummer ? nummer : `${namn} (${nummer})`;
}

/** The status of a power in words; a power without a status code says nothing rather than guess. */
export function statusIOrd(fullmakt: Fullmakt): string {
  return fullmakt.status ? statusTexter[fullmakt.status] : '';
}
