// SPEC §5 Organisation signing, for the create guard: may the user create for the
// organisation, and if not, why (in Swedish).
import {
  arFirmatecknare,
  firmatecknareTexter,
  foretagTexter,
  GENERISKT_HINDER_KOD,
} from '@fullmakt/shared';
import type { SigneringsalternativSvar } from '@fullmakt/shared';

/** Why the user may not create for the organisation, or undefined when they may. */
export function firmatecknareHinder(svar: SigneringsalternativSvar): string | undefined {
  if (arFirmatecknare(svar)) {
    return undefined;
  }
  // A registered obstacle (not the generic 'obehorig' one) is the reason; say which.
  const hinder = Object.values(svar.kalla)
    .map((k) => k.hinder?.kod)
    .find((kod) => kod !== undefined && kod !== GENERISKT_HINDER_KOD);
  return hinder === undefined
    ? foretagTexter.interFirmatecknare
    : firmatecknareTexter.hinder(hinder);
}
