import { OAUTH_PATHS } from '@fullmakt/shared/first-view';

/** The provider's one client: the shell (public, PKCE S256). */
export const clientId = 'fullmakt-web';

/** The OpenID Connect provider is mounted at /oauth2 on the site's own origin. */
export function authorityFor(origin: string): string {
  return `${origin}${OAUTH_PATHS.authorize.replace(/\/authorize$/, '')}`;
}

/**
 * Where oidc-client-ts keeps the signed-in user: its WebStorageStateStore (prefix `oidc.`)
 * in sessionStorage, under `user:<authority>:<client_id>`. Known here, without the
 * library, so the start page can tell whether there is a session to restore at all.
 */
export function storedUserKey(origin: string): string {
  return `oidc.user:${authorityFor(origin)}:${clientId}`;
}

/** True when this tab holds a session the sign-in library stored. */
export function hasStoredSession(): boolean {
  try {
    return window.sessionStorage.getItem(storedUserKey(window.location.origin)) !== null;
  } catch {
    // Storage switched off: there is nothing stored either.
    return false;
  }
}

/**
 * RP-initiated logout at the provider (OpenID Connect RP-Initiated Logout), by client_id and
 * the registered return address only: never the ID token (`id_token_hint`), which would put
 * the user's personnummer and name in the address, and so in access logs and the browser's
 * history. The provider knows the request is the shell's own from the browser
 * (Sec-Fetch-Site: same-origin), ends its session at once and sends the browser back to the
 * root.
 */
export function endSessionUrl(origin: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    post_logout_redirect_uri: `${origin}/`,
  });
  return `${origin}${OAUTH_PATHS.logout}?${query.toString()}`;
}
