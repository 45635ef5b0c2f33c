import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { RemoteName } from '@fullmakt/shared/first-view';
import { reportRemoteLoaded, reportRemoteLoadFailure } from '../monitoring/browser-errors';
import { remoteState, useRemoteStatusStore } from '../remotes/remote-status-store';

interface DiscoveryOptions {
  rootRouteId: string;
  /** The remote owning an address, by the deployment (read once); rejects when it cannot be read. */
  owner: (path: string) => Promise<RemoteName | undefined>;
  load: (remote: RemoteName) => Promise<RouteObject[]>;
  /** Gives the remote's top routes their own error boundary, so a crash stays in the outlet. */
  isolate: (remote: RemoteName, routes: RouteObject[]) => RouteObject[];
}

/**
 * Loads a remote's routes the first time the user navigates under a prefix it owns (as the
 * deployment says, so a remote the shell was never built with is found the same way) and patches
 * them into the router. A failure is recorded, not thrown: the catch-all route then shows
 * the failure inside the outlet while the header, footer and other remotes keep working.
 */
export function createRemoteDiscovery(options: DiscoveryOptions): PatchRoutesOnNavigationFunction {
  const pending = new Map<RemoteName, Promise<RouteObject[]>>();
  const patched = new Set<RemoteName>();
  const { setStatus } = useRemoteStatusStore.getState();

  function startLoading(remote: RemoteName): Promise<RouteObject[]> {
    setStatus(remote, 'loading');
    const loading = options.load(remote);
    pending.set(remote, loading);
    loading.then(
      () => reportRemoteLoaded(remote),
      () => undefined,
    );
    loading.catch((error: unknown) => {
      pending.delete(remote);
      setStatus(remote, 'failed');
      console.warn(error);
      reportRemoteLoadFailure(remote, error);
    });
    return loading;
  }

  return async ({ path, patch, signal }) => {
    let remote: RemoteName | undefined;
    try {
      remote = await options.owner(path);
    } catch (error) {
      // Recorded in the store (known-deployment.ts): the catch-all says the part is unavailable.
      console.warn(error);
      return;
    }
    if (!remote || patched.has(remote) || remoteState(remote) === 'failed') {
      return;
    }
    let routes: RouteObject[];
    try {
      routes = await (pending.get(remote) ?? startLoading(remote));
    } catch {
      return;
    }
    // An aborted navigation cannot patch; the next one under this prefix will.
    if (signal.aborted || patched.has(remote)) {
      return;
    }
    patch(options.rootRouteId, options.isolate(remote, routes));
    patched.add(remote);
    setStatus(remote, 'loaded');
  };
}
