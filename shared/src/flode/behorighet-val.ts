// The permissions step's choice lives in the wizard store as it is ticked, not only in the
// page (issue 36): Back to fix a date, a reload or the signing round trip keep it. SPEC §4
// clears permissions only when the third party or the template changes.
import type { Behorighetslistpost } from '../domain/behorighet';
import type { SkapandeTillstand } from '../domain/creation-state';
import { behorighetslistaForMall, vaxlaBehorighet } from '../domain/validate-behorighet';
import type { FullmaktStoreApi } from '../store/fullmakt-store';

/** The list the step shows: the one chosen so far, else the template's with the mandatory chosen. */
export function visadBehorighetslista(
  s: Pick<SkapandeTillstand, 'behorighetslista' | 'mall'>,
): Behorighetslistpost[] {
  return s.behorighetslista.length > 0
    ? [...s.behorighetslista]
    : behorighetslistaForMall(s.mall?.behorigheter ?? []);
}

/** Ticks or unticks one permission in the wizard store (a mandatory one stays chosen). */
export function kryssaBehorighet(store: Pick<FullmaktStoreApi, 'getState'>, kod: string): void {
  const state = store.getState();
  state.setBehorighetslista(vaxlaBehorighet(visadBehorighetslista(state.skapande), kod));
}
