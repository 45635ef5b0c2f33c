// Identity typing of SPEC §3: the type of a party follows from the shape of its number.
import type { Identitetstyp } from './enums';

/** The error message for a number that has no identity type. */
export const OGILTIG_IDENTITET = 'Ogiltig identitet';

export interface TypadIdentitet {
  /** The number without separators, and without a leading 16 on a 12-digit number. */
  id: string;
  typ: Identitetstyp;
}

/** Removes the separators a user may type (hyphen, plus, spaces). Other characters stay, so they fail the digit check. */
export function normaliseraIdentitet(raw: string): string {
  return raw.replace(/[\s+-]/g, '');
}

/**
 * Types an identity number, or returns undefined when it has none.
 * A 12-digit number starting 16 is an orgnr/gdnr written with the century-like prefix
 * the registries use, so the prefix is dropped before the length decides.
 */
export function tryTypaIdentitet(raw: string): TypadIdentitet | undefined {
  let id = normaliseraIdentitet(raw);
  if (!/^\d+$/.test(id)) {
    return undefined;
  }
  if (id.length === 12 && id.startsWith('16')) {
    id = id.slice(2);
  }
  if (id.length === 10) {
    return { id, typ: id.startsWith('302') ? 'gdnr' : 'orgnr' };
  }
  if (id.length === 12) {
    // Digits 7-8 are the day; a samordningsnummer adds 60 to it.
    const day = Number(id.slice(6, 8));
    return { id, typ: day >= 60 ? 'samnr' : 'pnr' };
  }
  return undefined;
}

/** Types an identity number; throws 'Ogiltig identitet' when it has no type. */
export function typaIdentitet(raw: string): TypadIdentitet {
  const typad = tryTypaIdentitet(raw);
  if (!typad) {
    throw new Error(OGILTIG_IDENTITET);
  }
  return typad;
}

/** The identity type only. Throws 'Ogiltig identitet' when it has none. */
export function identitetstyp(raw: string): Identitetstyp {
  return typaIdentitet(raw).typ;
}

/** A person (pnr, samnr) as opposed to an organisation (orgnr, gdnr). */
export function arPersonTyp(typ: Identitetstyp): boolean {
  return typ === 'pnr' || typ === 'samnr';
}
