// How far an organisation's power has come with its signatures (SPEC §4: awaiting
// signature, signed by some): who has signed, who remains, and whether the signed-in user
// is one of those it waits for.
import { personNamn } from '@fullmakt/shared';
import type { Fullmakt } from '@fullmakt/shared';

export interface Underskriftslage {
  klara: number;
  totalt: number;
  /** The names of the chosen signatories who have not signed yet. */
  kvar: string[];
  /** The signed-in user is a chosen signatory who has not signed yet. */
  vantarPaDig: boolean;
}

/** The signature progress of a power being signed, or undefined for any other power. */
export function underskriftslage(
  f: Fullmakt,
  anvandarId: string | undefined,
): Underskriftslage | undefined {
  if (f.status !== 'VANTAR_PA_UNDERSKRIFT' && f.status !== 'DELVIS_UNDERSKRIVEN') {
    return undefined;
  }
  // While being signed each chosen representative is listed as a natural person.
  const personer = f.signatarer.flatMap((s) =>
    'fysiskPerson' in s ? [{ person: s.fysiskPerson, klar: s.underskriven !== undefined }] : [],
  );
  const ovantade = personer.filter((p) => !p.klar);
  return {
    klara: personer.length - ovantade.length,
    totalt: personer.length,
    kvar: ovantade.map((p) => personNamn(p.person)),
    vantarPaDig: ovantade.some((p) => p.person.id === anvandarId),
  };
}
