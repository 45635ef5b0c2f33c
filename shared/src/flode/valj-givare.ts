// Choosing the principal of a create flow: oneself for a private person, the chosen
// organisation for a company. Only writes when something differs: setting the same
// principal again would still invalidate the later wizard steps.
import type { Fullmaktsgivare } from '../domain/parties';
import { fullmaktStore } from '../store/fullmakt-store';
import type { Flode } from './flode';

export function valjGivare(flode: Flode, givare: Fullmaktsgivare): void {
  fullmaktStore.getState().setAppMode(flode.appMode);
  const nu = fullmaktStore.getState().skapande;
  if (nu.fullmaktsgivare?.id !== givare.id || nu.fullmaktsgivarroll !== flode.roll) {
    fullmaktStore.getState().setFullmaktsgivare(givare, flode.roll);
  }
}
