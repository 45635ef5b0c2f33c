// A power sent for signature is no longer a draft to edit (§4: a sent power is never shown
// as one): its receipt ends the wizard that made it, keeping the principal chosen.
import { fullmaktStore } from '../store/fullmakt-store';
import type { Flode } from './flode';
import { valjGivare } from './valj-givare';

export function avslutaSkickad(flode: Flode, id: string): void {
  const s = fullmaktStore.getState().skapande;
  if (s.fullmakt?.id !== id) {
    return;
  }
  const givare = s.fullmaktsgivare;
  fullmaktStore.getState().reset();
  if (givare) {
    valjGivare(flode, givare);
  }
}
