// Back and Next between the steps of a flow, by the step order the store holds (so the
// organisation's signing step is skipped when the signing options make it needless).
import type { SkapaSteg } from '../domain/wizard';
import type { Flode } from './flode';

/** The path of the step after `steg`; the last step has none, so it answers the overview. */
export function nastaVag(flode: Flode, ordning: readonly SkapaSteg[], steg: SkapaSteg): string {
  const nasta = ordning[ordning.indexOf(steg) + 1];
  return nasta === undefined ? flode.oversikt : flode.stegVag(nasta);
}

/** The path of the step before `steg`; before the first step is the overview. */
export function foregaendeVag(
  flode: Flode,
  ordning: readonly SkapaSteg[],
  steg: SkapaSteg,
): string {
  const index = ordning.indexOf(steg);
  const foregaende = index > 0 ? ordning[index - 1] : undefined;
  return foregaende === undefined ? flode.oversikt : flode.stegVag(foregaende);
}
