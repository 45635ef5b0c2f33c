import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { AppFrame } from '../layout/AppFrame';
import { TakeOverPrerendered } from '../remotes/TakeOverPrerendered';
import { ErrorPage } from './ErrorPage';

export const errorPath = '/fel';

/**
 * Last line of defence: a routing error goes to /fel (SPEC §8). Should /fel itself fail,
 * the frame and the Swedish message are still shown in place. The error is only logged.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('Fel i skalet', error);
  }, [error]);
  if (pathname !== errorPath) {
    return <Navigate to={errorPath} replace />;
  }
  return (
    <AppFrame>
      <ErrorPage />
      {/* A prerendered page that failed here must not stay on screen over the message. */}
      <TakeOverPrerendered />
    </AppFrame>
  );
}
