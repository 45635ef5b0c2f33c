import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { redirectUri, SESSION_EXPIRY_MARGIN_MS } from '@fullmakt/shared';
import { authorityFor, clientId } from './oidc-settings';

/**
 * The sign-in library as SPEC §4 and §7 want it: authorization code with PKCE, the answer
 * in the fragment (never in a query a server could log), every sign-in asks for the e-ID
 * again (prompt=login), and the tokens renewed in the background with the refresh token
 * 30 s before they expire. Tokens live in sessionStorage: one tab, gone at logout.
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
    accessTokenExpiringNotificationTimeInSeconds: SESSION_EXPIRY_MARGIN_MS / 1000,
    userStore: store,
    stateStore: store,
  });
}

let manager: UserManager | undefined;

/** The page's one UserManager, made on first use for the current origin. */
export function userManager(): UserManager {
  manager ??= createUserManager(window.location.origin);
  return manager;
}
