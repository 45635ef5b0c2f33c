import { Outlet } from 'react-router';
import { BuildLabel } from './BuildLabel';

/** The pathless top route of this remote: the shell gives it the error boundary. */
export function RemoteLayout() {
  return (
    <>
      <Outlet />
      <BuildLabel />
    </>
  );
}
