import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, compositionTexts, type RemoteName } from '@fullmakt/shared/first-view';
import { useRemoteStatusStore } from '../remote-status-store';

/**
 * Shown in the outlet of a remote that could not be loaded (without `remote`: the
 * deployment could not be read, so which remote it is is not known). Trying again forgets
 * the failure and navigates to the same place, which makes the router ask anew.
 */
export function RemoteUnavailable({ remote }: { remote?: RemoteName }) {
  const navigate = useNavigate();
  const location = useLocation();
  const setStatus = useRemoteStatusStore((store) => store.setStatus);
  const setDeployment = useRemoteStatusStore((store) => store.setDeployment);

  function tryAgain() {
    if (remote === undefined) {
      setDeployment('unread');
    } else {
      setStatus(remote, 'idle');
    }
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
