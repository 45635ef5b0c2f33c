import { Navigate, useSearchParams } from 'react-router';
import { Alert, inloggningTexter, loginSidTexter, useSessionStore } from '@fullmakt/shared';
import { loginErrorText } from '../../auth/login-error';
import { sessionEnded } from '../../auth/session-ended';
import { decodeTarget } from '../../auth/target';
import { LoginErrorAlert } from './LoginErrorAlert';
import { LoginMethods } from './LoginMethods';
import { useSignInCallback } from './use-sign-in-callback';

/**
 * /login: the method chooser, and the sign-in callback (SPEC §2). Query: error,
 * error_description and target (base64 of the wanted location).
 */
export function LoginPage() {
  const [search] = useSearchParams();
  const processing = useSignInCallback();
  const signedIn = useSessionStore((state) => state.user !== undefined);
  const enabled = useSessionStore((state) => state.enabled);
  const target = search.get('target') ?? undefined;
  const error = loginErrorText(search.get('error'), search.get('error_description'));

  if (processing) {
    return (
      <div className="page">
        <h1>{loginSidTexter.rubrik}</h1>
        <p role="status">{loginSidTexter.behandlar}</p>
      </div>
    );
  }
  if (signedIn && !error) {
    return <Navigate to={decodeTarget(target) ?? '/'} replace />;
  }
  return (
    <div className="page">
      <h1>{loginSidTexter.rubrik}</h1>
      {error ? <LoginErrorAlert error={error} /> : null}
      {!error && sessionEnded() ? (
        <Alert role="status">
          <p>{inloggningTexter.sessionSlut}</p>
        </Alert>
      ) : null}
      {enabled ? (
        <>
          <p className="lead">{loginSidTexter.ingress}</p>
          <LoginMethods target={target} />
        </>
      ) : (
        <Alert rubrik={loginSidTexter.avstangdRubrik}>
          <p>{inloggningTexter.inloggningAvstangd}</p>
        </Alert>
      )}
    </div>
  );
}
