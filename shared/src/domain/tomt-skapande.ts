// The empty creation state, apart from its schema (creation-state.ts): the wizard store
// starts from it in the first view, which loads no classic zod.
import type { SkapandeTillstand } from './creation-state';

/** The empty creation state. */
export function tomtSkapandeTillstand(): SkapandeTillstand {
  return {
    fullmaktshavare: [],
    signeringsalternativ: [],
    underskrifter: [],
    behorighetslista: [],
    hinderTredjeman: [],
  };
}
