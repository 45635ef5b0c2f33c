// How far a power being signed has come (SPEC §4: awaiting signature, signed by some):
// who has signed, who remains, and whether it waits for a given person. Used by the
// organisation's lists and views and by the receipt after one signature of several.
import type { Fullmakt } from './fullmakt';
import type { Person } from './parties';

export interface Underskriftslage {
  klara: number;
  totalt: number;
  /** The chosen signatories who have not signed yet. */
  kvar: Person[];
  /** The given person is a chosen signatory who has not signed yet. */
  vantarPa: boolean;
}

/** The signature progress of a power being signed, or undefined for any other power. */
export function underskriftslage(
  f: Fullmakt,
  personId: string | undefined,
): Underskriftslage | undefined {
  if (f.status !== 'VANTAR_PA_UNDERSKRIFT' && f.status !== 'DELVIS_UNDERSKRIVEN') {
    return undefined;
  }
  // While being signed each chosen representative is listed as a natural person.
  const personer = f.signatarer.flatMap((s) =>
    'fysiskPerson' in s ? [{ person: s.fysiskPerson, klar: s.underskriven !== undefined }] : [],
  );
  const kvar = personer.filter((p) => !p.klar).map((p) => p.person);
  return {
    klara: personer.length - kvar.length,
    totalt: personer.length,
    kvar,
    vantarPa: kvar.some((p) => p.id === personId),
  };
}
