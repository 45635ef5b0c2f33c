import { sessionStore } from '@fullmakt/shared/first-view';
import type * as Session from './session';
import type { CallbackOutcome } from './sign-in';
import { hasStoredSession } from './oidc-settings';

// The shell's way to sign-in and the session. The sign-in library (oidc-client-ts, and the
// modules built on it) is loaded only when it is needed: a session stored in this tab, a
// sign-in, a callback or a logout. A visitor without a session never loads it.

type SessionModule = typeof Session;

let loaded: SessionModule | undefined;

/** The session module, with its event handlers on from the moment it is loaded. */
async function sessionModule(): Promise<SessionModule> {
  // Named: the build lists its chunks for the server to preload for a signed-in visitor.
  const module = await import(/* webpackChunkName: "session" */ './session');
  module.watchSession();
  loaded = module;
  return module;
}

/** Nothing to ask the library: it was never loaded and this tab stores no session. */
function noSession(): boolean {
  return loaded === undefined && !hasStoredSession();
}

/** Reads a session this tab already has, before the first render, so the guard knows at once. */
export async function restoreSession(): Promise<void> {
  if (noSession()) {
    return;
  }
  await (await sessionModule()).restoreSession();
}

/** The current access token, renewed first when the session counts as expired (30 s early). */
export async function accessToken(): Promise<string | undefined> {
  if (noSession()) {
    return undefined;
  }
  return (await sessionModule()).accessToken();
}

/** A DPoP proof for one API call, made with the key this browser's tokens are bound to. */
export async function dpopProof(url: string, method: string): Promise<string | undefined> {
  if (noSession()) {
    return undefined;
  }
  return (await sessionModule()).dpopProof(url, method);
}

/** Drops the tokens and the user, without leaving the page (the guard decides where to go). */
export async function forgetSession(): Promise<void> {
  if (noSession()) {
    sessionStore.getState().clear();
    return;
  }
  await (await sessionModule()).forgetSession();
}

/** Logout: revoke the tokens, clear both storages, and start again at the root. */
export async function logout(): Promise<void> {
  await (await sessionModule()).logout();
}

/** Sends the browser to the provider with the chosen e-ID method as `idp`. */
export async function startSignIn(idp: string, target: string | undefined): Promise<void> {
  await sessionModule();
  await (await import('./sign-in')).startSignIn(idp, target);
}

/** Processes the provider's answer on /login (see sign-in.ts). */
export async function completeSignIn(url: string): Promise<CallbackOutcome> {
  await sessionModule();
  return (await import('./sign-in')).completeSignIn(url);
}
