// Starting a share from a received power: the server makes the share's draft (POST
// utkast with {tredjeman, fullmakt}), then the wizard store is set up as the share steps
// expect it: the transport flag and the original (startaDelning, which lists only the
// original's permissions), the holder as the share's principal, and the draft.
import { fullmaktStore } from '@fullmakt/shared';
import type { Fullmakt, Fullmaktsgivare, InloggadPerson } from '@fullmakt/shared';
import type { Flode } from '@fullmakt/shared/flode';
import { behorigheterForDelning, delningensLed } from './delnings-behorigheter';

export function forberedDelning(val: {
  flode: Flode;
  ursprung: Fullmakt;
  delning: Fullmakt;
  part: Fullmaktsgivare;
  skapare: InloggadPerson;
  maxLed: number;
}): void {
  const store = fullmaktStore.getState();
  store.setAppMode(val.flode.appMode);
  store.startaDelning(val.ursprung);
  // startaDelning clears the principal; the holder is the share's grantor, and an
  // organisation holder must stay chosen for the ombud pages after the share.
  fullmaktStore.getState().setFullmaktsgivare(val.part, val.flode.roll);
  fullmaktStore.getState().sparaUtkast({ fullmakt: val.delning }, val.skapare);
  const lista = fullmaktStore.getState().skapande.behorighetslista;
  const led = val.delning.vidaredelning ?? delningensLed(val.ursprung);
  const tillaten = behorigheterForDelning(lista, led, val.maxLed);
  if (tillaten.length !== lista.length) {
    fullmaktStore.getState().setBehorighetslista(tillaten);
  }
}
