import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, compositionTexts, type RemoteName } from '@fullmakt/shared/first-view';
import { useRemoteStatusStore } from '../remote-status-store';

/**
 * Shown in the outlet of a remote that could not be loaded. Trying again forgets the
 * failure and navigates to the same place, which makes the router ask for the remote anew.
 */
export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const navigate = useNavigate();
  const location = useLocation();
  const setStatus = useRemoteStatusStore((store) => store.setStatus);

  function tryAgain() {
    setStatus(remote, 'idle');
    void navigate(location, { replace: true });
  }

  return (
    <Alert
      ton="error"
      role="alert"
      data-remote={remote}
      rubrik={compositionTexts.remoteUnavailableHeading}
      rubrikNiva={1}
    >
      <p>{compositionTexts.remoteUnavailableBody}</p>
      <Button onClick={tryAgain}>{compositionTexts.tryAgain}</Button>
    </Alert>
  );
}
