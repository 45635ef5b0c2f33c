// Starting a share from a received power: the server makes the share's draft (POST
// utkast with {tredjeman, fullmakt}), then the wizard store is set up as the share steps
// expect it: the transport flag and the original (startaDelning, which lists only the
// original's permissions), the holder as the share's principal, and the draft.
import { fullmaktStore, giltigaSigneringsalternativ } from '@fullmakt/shared';
import type {
  Fullmakt,
  Fullmaktsgivare,
  InloggadPerson,
  Signeringsalternativ,
} from '@fullmakt/shared';
import { hamtaSigneringsalternativCachat, queryClient } from '@fullmakt/shared/api';
import type { Flode } from '@fullmakt/shared/flode';
import { behorigheterForDelning, delningensLed } from './delnings-behorigheter';

/**
 * How an organisation holder may sign the share: its signing groups the user is part of
 * (60 s cache), which the signatory step offers. A person shares alone: none. When they
 * cannot be fetched, none: the signatory step then says there is nothing to choose.
 */
export async function signeringsalternativForDelning(
  flode: Flode,
  part: Fullmaktsgivare,
): Promise<Signeringsalternativ[]> {
  if (flode.roll !== 'Organisation') {
    return [];
  }
  try {
    const svar = await hamtaSigneringsalternativCachat(queryClient, {
      fullmaktsgivare: { id: part.id, typ: part.typ },
      fullmaktsgivarroll: 'Organisation',
    });
    return giltigaSigneringsalternativ(svar);
  } catch {
    return [];
  }
}

export function forberedDelning(val: {
  flode: Flode;
  ursprung: Fullmakt;
  delning: Fullmakt;
  part: Fullmaktsgivare;
  skapare: InloggadPerson;
  maxLed: number;
  /** The organisation holder's signing options (signeringsalternativForDelning). */
  signeringsalternativ?: Signeringsalternativ[];
}): void {
  const store = fullmaktStore.getState();
  store.setAppMode(val.flode.appMode);
  store.startaDelning(val.ursprung);
  // startaDelning clears the principal; the holder is the share's grantor, and an
  // organisation holder must stay chosen for the ombud pages after the share.
  fullmaktStore.getState().setFullmaktsgivare(val.part, val.flode.roll);
  fullmaktStore.getState().sparaUtkast(
    {
      fullmakt: val.delning,
      signeringsmodell: { signeringsalternativ: val.signeringsalternativ ?? [] },
    },
    val.skapare,
  );
  const lista = fullmaktStore.getState().skapande.behorighetslista;
  const led = val.delning.vidaredelning ?? delningensLed(val.ursprung);
  const tillaten = behorigheterForDelning(lista, led, val.maxLed);
  if (tillaten.length !== lista.length) {
    fullmaktStore.getState().setBehorighetslista(tillaten);
  }
}
