// The chosen organisation in the wizard store, when the store is the organisation's.
import type { FullmaktData, Fullmaktsgivare } from '@fullmakt/shared';

export function valdOrganisation(
  s: Pick<FullmaktData, 'appMode' | 'skapande' | 'transport'>,
): Fullmaktsgivare | undefined {
  const g = s.skapande.fullmaktsgivare;
  return s.appMode === 'ORGANISATION' &&
    s.skapande.fullmaktsgivarroll === 'Organisation' &&
    (g?.typ === 'orgnr' || g?.typ === 'gdnr')
    ? g
    : undefined;
}
