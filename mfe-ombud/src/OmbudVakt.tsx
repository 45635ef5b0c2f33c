import { Navigate, Outlet } from 'react-router';
import { useFlode } from '@fullmakt/shared/flode';
import { useOmbudPart } from './ombud-part';

/**
 * The §2 guard of the holder's pages: an organisation holder must have been chosen (the
 * store's principal, role Organisation), else the user goes to the engagement list. A
 * private holder is the signed-in person; the shell's session guard sees to that.
 */
export function OmbudVakt() {
  const flode = useFlode();
  const part = useOmbudPart(flode);
  if (flode.roll === 'Organisation' && part === undefined) {
    return <Navigate to={flode.utanGivare} replace />;
  }
  return <Outlet />;
}
