import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { organisationValTexter, useFullmaktStore } from '@fullmakt/shared';
import { medOrganisationMal } from '@fullmakt/shared/flode';
import { useOrganisationer } from '../engagemang/use-organisationer';
import { ENGAGEMANG_VAG } from '../flode';
import { valdOrganisation } from './vald-organisation';

/**
 * SPEC §2: the organisation's pages need a chosen organisation (principal of role
 * Organisation) that is among the loaded engagements; otherwise the user goes to the
 * engagement list, which says why and, once one is chosen, continues to the page asked
 * for. Engagements are loaded first when none are loaded or the last load failed.
 */
export function EngagemangVakt() {
  const givare = useFullmaktStore((s) => valdOrganisation(s));
  const { laddar, fel, organisationer } = useOrganisationer();
  const bland = givare !== undefined && organisationer.some((e) => e.orgnummer === givare.id);
  const [tillatenVidStart, setTillatenVidStart] = useState(false);
  const plats = useLocation();
  if (givare !== undefined && laddar) {
    return <p role="status">{organisationValTexter.laddar}</p>;
  }
  if (givare !== undefined && bland) {
    if (!tillatenVidStart) {
      setTillatenVidStart(true);
    }
    return <Outlet />;
  }
  if (tillatenVidStart) {
    // Allowed once and not now: the store was reset under the page by a role change, which
    // navigates to the new role's start page itself; redirecting here would override it.
    return null;
  }
  // A failed load is said on the list itself, which loads again; no second message here.
  const meddelande =
    givare === undefined
      ? { meddelande: organisationValTexter.ingenValdOrganisation }
      : fel
        ? {}
        : { meddelande: organisationValTexter.inteBland };
  // The page asked for (a notice's link to a power) is where choosing continues.
  return <Navigate to={ENGAGEMANG_VAG} replace state={medOrganisationMal(plats, meddelande)} />;
}
