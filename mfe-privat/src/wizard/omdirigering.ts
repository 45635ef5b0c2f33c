// The guards of SPEC §2 for the private create flow, as a pure function: where to send the
// user instead of the step, or undefined when the step may be shown.
import { stegForutsattningUppfylld } from '@fullmakt/shared';
import type { AppMode, SkapaSteg, SkapandeTillstand } from '@fullmakt/shared';

export const OVERSIKT = '/privat/fullmaktsgivare';
export const SKAPA = '/privat/fullmaktsgivare/skapa';

/** The path of each private step, in the order of the flow. */
export const STEG_VAG: Partial<Record<SkapaSteg, string>> = {
  tredjeman: SKAPA,
  mallar: `${SKAPA}/mallar`,
  giltighet: `${SKAPA}/giltighet`,
  behorighet: `${SKAPA}/behorighet`,
  underskrift: `${SKAPA}/underskrift`,
};

export function omdirigering(
  steg: SkapaSteg,
  appMode: AppMode,
  s: SkapandeTillstand,
): string | undefined {
  // No principal chosen (or one of the other role): back to the overview, where it is chosen.
  if (
    appMode !== 'PRIVAT' ||
    s.fullmaktsgivare === undefined ||
    s.fullmaktsgivarroll !== 'Privat'
  ) {
    return OVERSIKT;
  }
  // A failed prerequisite (also a wrong principal type) starts the flow again.
  if (!stegForutsattningUppfylld(steg, s)) {
    return steg === 'tredjeman' ? OVERSIKT : SKAPA;
  }
  return undefined;
}
