import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { routeHandle, useSessionStore } from '@fullmakt/shared/first-view';
import { guardRedirect } from './guard-decision';

/**
 * Wraps the outlet. The deepest matched route decides: marked `public`, or not. The
 * remotes' routes arrive on demand, so the guard reads the handle of whatever matched.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const user = useSessionStore((state) => state.user);
  const leaf = matches[matches.length - 1];
  const redirect = guardRedirect({
    isPublic: leaf === undefined || routeHandle(leaf).public === true,
    user,
    location,
  });
  if (redirect) {
    return <Navigate to={redirect} replace />;
  }
  return children;
}
