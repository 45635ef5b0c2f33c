import { useLocation } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { remoteOwning } from '@fullmakt/shared/first-view';
import { useRemoteStatusStore } from '../remotes/remote-status-store';
import { RemoteLoading } from '../remotes/ui/RemoteLoading';
import { RemoteUnavailable } from '../remotes/ui/RemoteUnavailable';

/**
 * Matches whatever no loaded route does. Under a remote's prefix it stands in for that
 * remote while it loads or after it failed; anywhere else it is the not-found page.
 */
export function CatchAllRoute() {
  const { pathname } = useLocation();
  const remote = remoteOwning(pathname);
  const state = useRemoteStatusStore((store) => (remote ? store.status[remote] : undefined));

  if (remote && state === 'failed') {
    return <RemoteUnavailable remote={remote} />;
  }
  if (remote && state !== 'loaded') {
    return <RemoteLoading />;
  }
  return <NotFoundPage />;
}
