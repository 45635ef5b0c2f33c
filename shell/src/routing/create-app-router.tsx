import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { sidtitelTexter, type RouteHandle } from '@fullmakt/shared/first-view';
import { AppFrame } from '../layout/AppFrame';
import { SessionGuard } from '../guard/SessionGuard';
import { sekretessPath } from '../guard/guard-decision';
import { ErrorPage } from '../pages/ErrorPage';
import { LoginPage } from '../pages/login/LoginPage';
import { SekretessPage } from '../pages/SekretessPage';
import { RootErrorBoundary } from '../pages/RootErrorBoundary';
import { knownDeployment } from '../remotes/known-deployment';
import { loadRemoteRoutes } from '../remotes/load-remote-routes';
import { remoteOwningNow } from '../remotes/remote-status-store';
import { TakeOverPrerendered } from '../remotes/TakeOverPrerendered';
import { RemoteLoading } from '../remotes/ui/RemoteLoading';
import { CatchAllRoute } from './CatchAllRoute';
import { CatchUpWithAddressBar } from './CatchUpWithAddressBar';
import { isolateRemoteRoutes } from './isolate-remote-routes';
import { ServerErrorRedirect } from './ServerErrorRedirect';
import { createRemoteDiscovery } from './remote-discovery';

export const rootRouteId = 'root';

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/**
 * The shell's own routes; the remotes' routes are patched in under the root on demand.
 * Made once the page's language is known (bootstrap.tsx: after startUp), so the titles
 * read here are in it.
 */
export function shellRoutes(): RouteObject[] {
  return [
    {
      // Pathless: it never matches on its own, so `/` reaches the catch-all and the
      // router asks for the info remote like any other prefix.
      id: rootRouteId,
      element: (
        <AppFrame>
          <ServerErrorRedirect />
          <SessionGuard>
            <Outlet />
          </SessionGuard>
          <TakeOverPrerendered />
          <CatchUpWithAddressBar />
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
        {
          path: '/fel',
          element: <ErrorPage />,
          handle: handle({ public: true, title: sidtitelTexter.fel }),
        },
        {
          path: '/login',
          element: <LoginPage />,
          handle: handle({ public: true, hideHeaderMenu: true, title: sidtitelTexter.login }),
        },
        {
          path: sekretessPath,
          element: <SekretessPage />,
          handle: handle({ title: sidtitelTexter.sekretess }),
        },
        // The signing pages talk to the API: loaded with their route, so no other page
        // loads the API client for them.
        {
          path: '/underskrift/resultat',
          lazy: async () => ({
            Component: (await import('../pages/underskrift/SigningResultPage')).SigningResultPage,
          }),
          handle: handle({ title: sidtitelTexter.underskriftResultat }),
        },
        {
          path: '/underskrift/problem',
          lazy: async () => ({
            Component: (await import('../pages/underskrift/SigningProblemPage')).SigningProblemPage,
          }),
          handle: handle({ public: true, title: sidtitelTexter.underskriftProblem }),
        },
        // The signed-in person's own sessions: talks to the API, so loaded with its route.
        {
          path: '/inloggningar',
          lazy: async () => ({
            Component: (await import('../pages/inloggningar/InloggningarPage')).InloggningarPage,
          }),
          handle: handle({ title: sidtitelTexter.inloggningar }),
        },
        // Outside production only (the page checks the environment); loaded with its route.
        {
          path: '/komponenter',
          lazy: async () => ({
            Component: (await import('../pages/komponenter/KomponentSida')).KomponentSida,
          }),
          handle: handle({ public: true, title: sidtitelTexter.komponenter }),
        },
        { path: '/*', element: <CatchAllRoute />, handle: handle({ public: true }) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(shellRoutes(), {
    patchRoutesOnNavigation: createRemoteDiscovery({
      rootRouteId,
      owner: async (path) => remoteOwningNow(path, (await knownDeployment()).prefixes),
      load: (remote) => loadRemoteRoutes(remote),
      isolate: isolateRemoteRoutes,
    }),
  });
}
