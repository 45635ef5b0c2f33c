import { Navigate, useSearchParams } from 'react-router';
import {
  Alert,
  inloggningTexter,
  loginSidTexter,
  useSessionStore,
  Ingress,
  Sida,
} from '@fullmakt/shared/first-view';
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
      <Sida>
        <h1>{loginSidTexter.rubrik}</h1>
        <p role="status">{loginSidTexter.behandlar}</p>
      </Sida>
    );
  }
  if (signedIn && !error) {
    return <Navigate to={decodeTarget(target) ?? '/'} replace />;
  }
  return (
    <Sida>
      <h1>{loginSidTexter.rubrik}</h1>
      {error ? <LoginErrorAlert error={error} /> : null}
      {!error && sessionEnded() ? (
        <Alert role="status">
          <p>{inloggningTexter.sessionSlut}</p>
        </Alert>
      ) : null}
      {enabled ? (
        <>
          <Ingress>{loginSidTexter.ingress}</Ingress>
          <LoginMethods target={target} />
        </>
      ) : (
        <Alert rubrik={loginSidTexter.avstangdRubrik}>
          <p>{inloggningTexter.inloggningAvstangd}</p>
        </Alert>
      )}
    </Sida>
  );
}
