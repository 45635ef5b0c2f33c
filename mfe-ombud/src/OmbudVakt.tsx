import { Navigate, Outlet, useLocation } from 'react-router';
import { slaSammanEngagemang } from '@fullmakt/shared';
import { useEngagemang } from '@fullmakt/shared/api';
import { medOrganisationMal, useFlode } from '@fullmakt/shared/flode';
import { useOmbudPart } from './ombud-part';

const ENGAGEMANG_VAG = '/organisation/engagemang';

/**
 * The §2 guards of an organisation holder's pages: without an organisation chosen (the
 * store's principal, role Organisation) the user goes to the holder's overview, which
 * asks for one and keeps the page asked for; an organisation not among the user's loaded
 * engagements goes to the engagement list. While the engagements load the page waits; a
 * failed load does not lock the user out (the server checks every call).
 */
function OrganisationVakt({ utanGivare }: { utanGivare: string }) {
  const flode = useFlode();
  const part = useOmbudPart(flode);
  const engagemang = useEngagemang();
  const plats = useLocation();
  if (part === undefined) {
    const paOversikten = plats.pathname.replace(/\/+$/, '') === flode.oversikt;
    return paOversikten ? (
      <Outlet />
    ) : (
      <Navigate to={utanGivare} replace state={medOrganisationMal(plats)} />
    );
  }
  if (engagemang.isPending) {
    return null;
  }
  if (
    engagemang.data !== undefined &&
    !slaSammanEngagemang(engagemang.data).engagemang.some((e) => e.orgnummer === part.id)
  ) {
    return <Navigate to={ENGAGEMANG_VAG} replace state={medOrganisationMal(plats)} />;
  }
  return <Outlet />;
}

/**
 * The holder's guard. A private holder is the signed-in person (the shell's session guard
 * sees to that); an organisation holder must be chosen and be one of the user's.
 */
export function OmbudVakt() {
  const flode = useFlode();
  return flode.roll === 'Organisation' ? (
    <OrganisationVakt utanGivare={flode.utanGivare} />
  ) : (
    <Outlet />
  );
}
