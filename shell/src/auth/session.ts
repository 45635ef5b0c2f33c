import type { User as OidcUser } from 'oidc-client-ts';
import { arSessionUtgangen, rensaLagring, sessionStore } from '@fullmakt/shared';
import { endSessionUrl } from './oidc-settings';
import { sessionAlive } from './session-check';
import { markSessionEnded } from './session-ended';
import { markSignedOut } from './signed-out';
import { forgetsSession } from './token-errors';
import { userFromClaims } from './user-from-claims';
import { userManager } from './user-manager';

/** Puts the signed-in user in the shared session store, or forgets a session that makes no sense. */
async function publish(oidcUser: OidcUser): Promise<OidcUser | undefined> {
  const user = userFromClaims(oidcUser.profile);
  if (!user) {
    await forgetSession();
    return undefined;
  }
  sessionStore.getState().setUser(user);
  return oidcUser;
}

/** Drops the tokens and the user, without leaving the page (the guard decides where to go). */
export async function forgetSession(): Promise<void> {
  sessionStore.getState().clear();
  await userManager().removeUser();
}

function isPastExp(oidcUser: OidcUser): boolean {
  return (oidcUser.expires_at ?? 0) * 1000 <= Date.now();
}

let renewing: Promise<OidcUser | undefined> | undefined;

/**
 * Exchanges the refresh token for new tokens. A 400 or 401 forgets the session (SPEC §7);
 * another failure keeps it only while the access token itself is still valid.
 */
export function renewSession(): Promise<OidcUser | undefined> {
  renewing ??= (async () => {
    const manager = userManager();
    try {
      const renewed = await manager.signinSilent();
      return renewed ? await publish(renewed) : undefined;
    } catch (error) {
      const current = await manager.getUser();
      if (forgetsSession(error) || !current?.refresh_token || (current && isPastExp(current))) {
        console.warn('Sessionen kunde inte förnyas', error);
        await forgetSession();
        // Past its refresh token: /login says why, and the target brings the user back.
        markSessionEnded();
        return undefined;
      }
      return current;
    } finally {
      renewing = undefined;
    }
  })();
  return renewing;
}

/** The current access token, renewed first when the session counts as expired (30 s early). */
export async function accessToken(): Promise<string | undefined> {
  const current = await userManager().getUser();
  if (!current) {
    return undefined;
  }
  if (arSessionUtgangen(current.expires_at ?? 0)) {
    return (await renewSession())?.access_token;
  }
  return current.access_token;
}

/**
 * A DPoP proof for one API call (RFC 9449): the key this browser's tokens are bound to signs
 * the method, the URL and the hash of the access token. Undefined without a session.
 */
export async function dpopProof(url: string, method: string): Promise<string | undefined> {
  const manager = userManager();
  const current = await manager.getUser();
  return current ? manager.dpopProof(url, current, method) : undefined;
}

let watching = false;

/**
 * Follows the sign-in library's events for the rest of the page's life: a loaded or
 * unloaded user, a failed background renewal, an expired access token. Once per page,
 * whether the session was restored at start or begins with a sign-in later.
 */
export function watchSession(): void {
  if (watching) {
    return;
  }
  watching = true;
  const manager = userManager();
  manager.events.addUserLoaded((loaded) => void publish(loaded));
  manager.events.addUserUnloaded(() => sessionStore.getState().clear());
  manager.events.addSilentRenewError((error) => {
    if (forgetsSession(error)) {
      markSessionEnded();
      void forgetSession();
    }
  });
  // The background renewal failed for good: the session ends and the guard sends to /login.
  manager.events.addAccessTokenExpired(() => void renewSession());
}

/** Reads a session this tab already has, before the first render, so the guard knows at once. */
export async function restoreSession(): Promise<void> {
  watchSession();
  const stored = await userManager().getUser();
  if (!stored) {
    return;
  }
  if (arSessionUtgangen(stored.expires_at ?? 0)) {
    await renewSession();
    return;
  }
  // A session that ended elsewhere (logout in another tab, say) is not shown as signed in.
  if (stored.refresh_token && (await sessionAlive(stored.refresh_token)) === false) {
    await forgetSession();
    markSessionEnded();
    return;
  }
  await publish(stored);
}

/**
 * Logout: revoke the tokens at the provider, clear local and session storage, and end the
 * provider's session too (RP-initiated logout), which brings the browser back to the root
 * with a fresh page, so nothing of this user stays in memory either. The current page is
 * replaced in the history, so Back does not lead to it.
 */
export async function logout(
  go: (url: string) => void = (url) => window.location.replace(url),
): Promise<void> {
  const manager = userManager();
  const current = await manager.getUser();
  manager.stopSilentRenew();
  try {
    await manager.revokeTokens(['access_token', 'refresh_token']);
  } catch (error) {
    console.warn('Kunde inte återkalla token', error);
  }
  // This browser's DPoP key (IndexedDB) goes too. The user in memory stays until the page
  // is left: cleared now (removeUser, say), the guard would show /login on the way out.
  await manager.settings.dpop?.store.remove(manager.settings.client_id);
  rensaLagring();
  // The page the browser comes back to says that the user is signed out.
  markSignedOut();
  const origin = window.location.origin;
  go(current ? endSessionUrl(origin) : '/');
}
