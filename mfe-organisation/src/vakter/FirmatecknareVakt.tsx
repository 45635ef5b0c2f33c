import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import {
  firmatecknareTexter,
  fullmaktStore,
  giltigaSigneringsalternativ,
  useFullmaktStore,
  Sida,
} from '@fullmakt/shared';
import type { Signeringsalternativ } from '@fullmakt/shared';
import { useSigneringsalternativ } from '@fullmakt/shared/api';
import { ENGAGEMANG_VAG } from '../flode';
import { firmatecknareHinder } from './firmatecknare';
import { valdOrganisation } from './vald-organisation';

const samma = (a: readonly Signeringsalternativ[], b: readonly Signeringsalternativ[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * SPEC §2: the create steps need the user to be firmatecknare for the chosen organisation
 * (§5: some source without errors, without a real obstacle, with a signing option);
 * otherwise the user goes to the engagement list, which says why. The options found
 * (60 s cache) are kept in the wizard store: the step order, the permissions step's
 * prerequisite and the signatory step read them there. Without a chosen organisation the
 * steps' own guard sends the user on.
 */
export function FirmatecknareVakt() {
  const givare = useFullmaktStore((s) => valdOrganisation(s));
  const iStore = useFullmaktStore((s) => s.skapande.signeringsalternativ);
  const svar = useSigneringsalternativ(
    givare === undefined
      ? undefined
      : {
          fullmaktsgivare: { id: givare.id, typ: givare.typ },
          fullmaktsgivarroll: 'Organisation',
        },
  );
  const alternativ = svar.data === undefined ? undefined : giltigaSigneringsalternativ(svar.data);
  const hinder = svar.data === undefined ? undefined : firmatecknareHinder(svar.data);
  const iTakt = alternativ !== undefined && samma(alternativ, iStore);
  const [tillatenVidStart, setTillatenVidStart] = useState(false);

  useEffect(() => {
    if (alternativ !== undefined && hinder === undefined && !iTakt) {
      fullmaktStore.getState().setSigneringsalternativ(alternativ);
    }
  }, [alternativ, hinder, iTakt]);

  if (givare === undefined) {
    return <Outlet />;
  }
  if (svar.isError) {
    return (
      <Navigate
        to={ENGAGEMANG_VAG}
        replace
        state={{ meddelande: firmatecknareTexter.hamtningsfel }}
      />
    );
  }
  if (hinder !== undefined) {
    return tillatenVidStart ? null : (
      <Navigate to={ENGAGEMANG_VAG} replace state={{ meddelande: hinder }} />
    );
  }
  if (!iTakt) {
    return (
      <Sida>
        <p role="status">{firmatecknareTexter.kontrollerar}</p>
      </Sida>
    );
  }
  if (!tillatenVidStart) {
    setTillatenVidStart(true);
  }
  return <Outlet />;
}
