import { useLocation } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { remoteOwningNow, useRemoteStatusStore } from '../remotes/remote-status-store';
import { RemoteLoading } from '../remotes/ui/RemoteLoading';
import { RemoteUnavailable } from '../remotes/ui/RemoteUnavailable';

/**
 * Matches whatever no loaded route does. Under a remote's prefix it stands in for that
 * remote while it loads or after it failed; anywhere else it is the not-found page. When
 * the deployment could not be read, no one knows whose the address is: it is unavailable.
 */
export function CatchAllRoute() {
  const { pathname } = useLocation();
  const remote = useRemoteStatusStore((store) => remoteOwningNow(pathname, store.prefixes));
  const state = useRemoteStatusStore((store) => (remote ? store.status[remote] : undefined));
  const deploymentFailed = useRemoteStatusStore((store) => store.deploymentFailed);

  if (!remote && deploymentFailed) {
    return <RemoteUnavailable />;
  }
  if (remote && state === 'failed') {
    return <RemoteUnavailable remote={remote} />;
  }
  if (remote && state !== 'loaded') {
    return <RemoteLoading />;
  }
  return <NotFoundPage />;
}
