// The chosen organisation is the wizard's principal: {id: orgnr, typ: orgnr|gdnr, namn}
// with role Organisation (the contract mfe-ombud reads on /organisation/ombud).
import { fullmaktStore, tryTypaIdentitet } from '@fullmakt/shared';
import type { Engagemang, Fullmaktsgivare } from '@fullmakt/shared';
import { valjGivare } from '@fullmakt/shared/flode';
import { organisationFlode } from '../flode';

/** The principal of an engagement: an organisation number types as orgnr or gdnr. */
export function givareFranEngagemang(e: Engagemang): Fullmaktsgivare | undefined {
  const typad = tryTypaIdentitet(e.orgnummer);
  if (typad?.typ !== 'orgnr' && typad?.typ !== 'gdnr') {
    return undefined;
  }
  return { id: typad.id, typ: typad.typ, ...(e.namn ? { namn: e.namn } : {}) };
}

/**
 * Makes the organisation the principal of the organisation's flow. Another organisation
 * than the wizard's starts an empty wizard: the draft, third party and template chosen for
 * one organisation are never carried over to the next.
 */
export function valjOrganisation(givare: Fullmaktsgivare): void {
  const nu = fullmaktStore.getState();
  if (nu.appMode === 'ORGANISATION' && nu.skapande.fullmaktsgivare?.id !== givare.id) {
    nu.reset();
  }
  valjGivare(organisationFlode, givare);
}
