import { Navigate, Outlet } from 'react-router';
import { slaSammanEngagemang } from '@fullmakt/shared';
import { useEngagemang } from '@fullmakt/shared/api';
import { useFlode } from '@fullmakt/shared/flode';
import { useOmbudPart } from './ombud-part';

/**
 * The §2 guards of an organisation holder's pages: an organisation must have been chosen
 * (the store's principal, role Organisation), and it must be among the user's loaded
 * engagements; else the user goes to the engagement list. While the engagements load the
 * page waits; a failed load does not lock the user out (the server checks every call).
 */
function OrganisationVakt({ utanGivare }: { utanGivare: string }) {
  const flode = useFlode();
  const part = useOmbudPart(flode);
  const engagemang = useEngagemang();
  if (part === undefined) {
    return <Navigate to={utanGivare} replace />;
  }
  if (engagemang.isPending) {
    return null;
  }
  if (
    engagemang.data !== undefined &&
    !slaSammanEngagemang(engagemang.data).engagemang.some((e) => e.orgnummer === part.id)
  ) {
    return <Navigate to={utanGivare} replace />;
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
