import type { RouteObject } from 'react-router';
import type { RemoteName } from '@fullmakt/shared/first-view';
import { RemoteCrashed } from '../remotes/ui/RemoteCrashed';

/** Every top route of a remote gets an error boundary that keeps the failure in its outlet. */
export function isolateRemoteRoutes(remote: RemoteName, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: route.errorElement ?? <RemoteCrashed remote={remote} />,
  })) as RouteObject[];
}
