import { IndexedDbDPoPStore, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { redirectUri, SESSION_EXPIRY_MARGIN_MS } from '@fullmakt/shared/first-view';
import { authorityFor, clientId } from './oidc-settings';

/**
 * The background renewal starts this long before exp: 30 s before the moment the session
 * counts as expired (SPEC §4: 30 s before exp), so an API call never has to wait for it.
 */
export const RENEW_AHEAD_S = SESSION_EXPIRY_MARGIN_MS / 1000 + 30;

/**
 * The sign-in library as SPEC §4 and §7 want it: authorization code with PKCE, the answer
 * in the fragment (never in a query a server could log), every sign-in asks for the e-ID
 * again (prompt=login), and the tokens renewed in the background with the refresh token
 * before they count as expired. Tokens live in sessionStorage: one tab, gone at logout.
 */
export function createUserManager(origin: string): UserManager {
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  return new UserManager({
    authority: authorityFor(origin),
    client_id: clientId,
    redirect_uri: redirectUri(origin),
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid profile',
    prompt: 'login',
    // The provider puts the profile claims in the ID token; no extra userinfo round trip.
    loadUserInfo: false,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_AHEAD_S,
    userStore: store,
    stateStore: store,
    // Tokens bound to this browser (DPoP, RFC 9449): the library makes a P-256 key that
    // cannot be exported, keeps it in IndexedDB and proves it at the token endpoint; the
    // API wants a proof of it on every call (see dpopProof in session.ts). A DOM without
    // IndexedDB (a unit test's) gets no key, and the server refuses such tokens.
    dpop: 'indexedDB' in window ? { store: new IndexedDbDPoPStore() } : undefined,
  });
}

let manager: UserManager | undefined;

/** The page's one UserManager, made on first use for the current origin. */
export function userManager(): UserManager {
  manager ??= createUserManager(window.location.origin);
  return manager;
}
