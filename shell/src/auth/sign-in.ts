import { callbackFel, inloggningsFelkod, oauthTexter, sessionStore } from '@fullmakt/shared';
import { callbackParams, type CallbackParams } from './callback-params';
import { forgetSession } from './session';
import { clearSessionEnded } from './session-ended';
import { tokenCallStatus } from './token-errors';
import { userFromClaims } from './user-from-claims';
import { userManager } from './user-manager';

/** Where to go after sign-in, kept in this tab while the browser visits the provider. */
const targetKey = 'fullmakt.inloggning.target';

/** Sends the browser to the provider with the chosen e-ID method as `idp`. */
export async function startSignIn(idp: string, target: string | undefined): Promise<void> {
  clearSessionEnded();
  if (target) {
    sessionStorage.setItem(targetKey, target);
  } else {
    sessionStorage.removeItem(targetKey);
  }
  await userManager().signinRedirect({ extraQueryParams: { idp } });
}

/** How a callback ended: signed in (go to the target), or back to /login with a query. */
export type CallbackOutcome =
  { kind: 'signed-in'; target: string | undefined } | { kind: 'refused'; query: URLSearchParams };

function refused(
  error: string,
  description: string | null,
  target: string | undefined,
): CallbackOutcome {
  const query = new URLSearchParams({ error });
  if (description) {
    query.set('error_description', description);
  }
  if (target) {
    query.set('target', target);
  }
  return { kind: 'refused', query };
}

async function storedStates(): Promise<string[]> {
  return userManager().settings.stateStore.getAllKeys();
}

/**
 * Processes the provider's answer (SPEC §4, §7). An OAuth error goes back to /login with
 * error and error_description; code and state are checked by the shared rule; a token
 * exchange answering 400 or more goes back with error=server_error; a person the rules of
 * §5 refuse is signed out again at once.
 */
export async function completeSignIn(url: string): Promise<CallbackOutcome> {
  const target = sessionStorage.getItem(targetKey) ?? undefined;
  sessionStorage.removeItem(targetKey);
  const params: CallbackParams = callbackParams(new URL(url).hash);
  const manager = userManager();
  if (params.error) {
    await manager.clearStaleState();
    return refused(params.error, params.error_description, target);
  }
  const states = await storedStates();
  const stateError = callbackFel(
    params,
    params.state && states.includes(params.state) ? params.state : undefined,
  );
  if (stateError) {
    return refused('invalid_request', stateError, target);
  }
  let signedIn;
  try {
    signedIn = await manager.signinRedirectCallback(url);
  } catch (error) {
    console.warn('Inloggningen kunde inte slutföras', error);
    const status = tokenCallStatus(error);
    return status !== undefined && status >= 400
      ? refused('server_error', null, target)
      : refused('invalid_request', oauthTexter.authenticationError, target);
  }
  const user = userFromClaims(signedIn.profile);
  // A refusal travels to /login as its code, which /login turns into its text.
  const refusal = user
    ? inloggningsFelkod(user.personnummer, new Date())
    : oauthTexter.authenticationError;
  if (!user || refusal) {
    await forgetSession();
    return refused('access_denied', refusal ?? null, target);
  }
  sessionStore.getState().setUser(user);
  return { kind: 'signed-in', target };
}
