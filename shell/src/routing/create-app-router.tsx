import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AppFrame } from '../layout/AppFrame';
import { ErrorPage } from '../pages/ErrorPage';
import { RootErrorBoundary } from '../pages/RootErrorBoundary';
import { loadRemoteRoutes } from '../remotes/load-remote-routes';
import { RemoteLoading } from '../remotes/ui/RemoteLoading';
import { CatchAllRoute } from './CatchAllRoute';
import { isolateRemoteRoutes } from './isolate-remote-routes';
import { createRemoteDiscovery } from './remote-discovery';

export const rootRouteId = 'root';

/** The shell's own routes; the remotes' routes are patched in under the root on demand. */
export function shellRoutes(): RouteObject[] {
  return [
    {
      // Pathless: it never matches on its own, so `/` reaches the catch-all and the
      // router asks for the info remote like any other prefix.
      id: rootRouteId,
      element: (
        <AppFrame>
          <Outlet />
        </AppFrame>
      ),
      // While the first remote loads, the frame is already there.
      hydrateFallbackElement: (
        <AppFrame>
          <RemoteLoading />
        </AppFrame>
      ),
      errorElement: <RootErrorBoundary />,
      children: [
        { path: '/fel', element: <ErrorPage />, handle: { public: true, title: 'Fel' } },
        { path: '/*', element: <CatchAllRoute />, handle: { public: true } },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(shellRoutes(), {
    patchRoutesOnNavigation: createRemoteDiscovery({
      rootRouteId,
      load: (remote) => loadRemoteRoutes(remote),
      isolate: isolateRemoteRoutes,
    }),
  });
}
