import { useEffect } from 'react';
import { Link, useRevalidator, useRouteError } from 'react-router';
import { compositionTexts, type RemoteName } from '@fullmakt/shared';

/**
 * The error boundary of a remote's routes: a remote that throws while rendering or loading
 * breaks only its own outlet. The error is logged for operators, never shown to the user.
 */
export function RemoteCrashed({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useEffect(() => {
    console.warn(`Fel i ${remote}`, error);
  }, [error, remote]);

  return (
    <div role="alert" className="notice notice--error" data-remote={remote}>
      <h1 className="notice__heading">{compositionTexts.remoteCrashedHeading}</h1>
      <p>{compositionTexts.remoteCrashedBody}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
          {compositionTexts.tryAgain}
        </button>
        <Link to="/">{compositionTexts.toStart}</Link>
      </div>
    </div>
  );
}
