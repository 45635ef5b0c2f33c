// The guards of SPEC §2 for a create or share flow, as a pure function: where to send the
// user instead of the step, or undefined when the step may be shown.
import { stegForutsattningUppfylld } from '../domain/wizard';
import type { SkapaSteg } from '../domain/wizard';
import type { FullmaktData } from '../store/fullmakt-store';
import type { Flode } from './flode';

export function omdirigering(
  flode: Flode,
  steg: SkapaSteg,
  data: Pick<FullmaktData, 'appMode' | 'skapande' | 'transport'>,
  ordning: readonly SkapaSteg[],
): string | undefined {
  const s = data.skapande;
  // A wizard of the other role or the other kind of flow is not this one's.
  if (data.appMode !== flode.appMode || data.transport !== flode.transport) {
    return flode.utanGivare;
  }
  // A power signed from this wizard is sent, not a draft (issue 36): a step reached by Back
  // or a link shows the power where it is now; only a new power's first step stays open.
  const skickad = s.signeringsresultat;
  if (skickad?.utfall === 'SIGNERAD' && s.fullmakt === undefined && steg !== 'tredjeman') {
    return flode.transport || skickad.fullmakt === undefined
      ? flode.oversikt
      : flode.fullmaktVag(skickad.fullmakt);
  }
  // No principal chosen (or one of the other role): where it is chosen. A share's
  // principal is the holder, set when the share is started from the received power.
  if (
    !flode.transport &&
    (s.fullmaktsgivare === undefined || s.fullmaktsgivarroll !== flode.roll)
  ) {
    return flode.utanGivare;
  }
  // A failed prerequisite (also a wrong principal type) starts the flow again; a share
  // goes back to the holder's overview.
  if (!ordning.includes(steg) || !stegForutsattningUppfylld(steg, s, flode.transport)) {
    const forsta = ordning[0];
    return flode.transport || forsta === undefined || forsta === steg
      ? flode.oversikt
      : flode.stegVag(forsta);
  }
  return undefined;
}
