import { useEffect } from 'react';
import { Link, useRevalidator, useRouteError } from 'react-router';
import {
  Alert,
  Button,
  ButtonRow,
  compositionTexts,
  type RemoteName,
} from '@fullmakt/shared/first-view';
import { reportRemoteCrashed } from '../../monitoring/browser-errors';

/**
 * The error boundary of a remote's routes: a remote that throws while rendering or loading
 * breaks only its own outlet. The error is logged and reported for operators, never shown to
 * the user.
 */
export function RemoteCrashed({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useEffect(() => {
    console.warn(`Fel i ${remote}`, error);
    // Counted against the remote's release: a canary whose routes throw is withdrawn.
    reportRemoteCrashed(remote, error);
  }, [error, remote]);

  return (
    <Alert
      ton="error"
      role="alert"
      data-remote={remote}
      rubrik={compositionTexts.remoteCrashedHeading}
      rubrikNiva={1}
    >
      <p>{compositionTexts.remoteCrashedBody}</p>
      <ButtonRow>
        <Button onClick={() => void revalidator.revalidate()}>{compositionTexts.tryAgain}</Button>
        <Link to="/">{compositionTexts.toStart}</Link>
      </ButtonRow>
    </Alert>
  );
}
