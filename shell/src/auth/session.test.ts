import { ErrorResponse } from 'oidc-client-ts';
import { sessionStore } from '@fullmakt/shared/first-view';
import { svaraHttp, type Anrop, type Svar } from '@fullmakt/shared/testing';
import { accessToken, dpopProof, logout, renewSession, restoreSession } from './session';
import { sessionEnded } from './session-ended';
import { RENEW_AHEAD_S } from './user-manager';
import type * as UserManagerModule from './user-manager';

const claims = {
  sub: '197803122386',
  name: 'Anna Lindqvist',
  given_name: 'Anna',
  family_name: 'Lindqvist',
  personnummer: '197803122386',
  idp: 'bankid-mock',
};

interface StoredUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_at: number;
  profile: typeof claims;
}

/** The sign-in library as far as session.ts uses it, with a user kept in memory. */
const library = vi.hoisted(() => {
  const state: { user: StoredUser | null } = { user: null };
  return {
    state,
    manager: {
      getUser: vi.fn(async () => state.user),
      removeUser: vi.fn(async () => {
        state.user = null;
      }),
      signinSilent: vi.fn<() => Promise<StoredUser | null>>(),
      revokeTokens: vi.fn(async () => undefined),
      stopSilentRenew: vi.fn(),
      settings: {
        client_id: 'fullmakt-web',
        dpop: { store: { remove: vi.fn(async () => undefined) } },
      },
      dpopProof: vi.fn(
        async (url: string, user: StoredUser, method: string) =>
          `bevis:${method}:${url}:${user.access_token}`,
      ),
      events: {
        addUserLoaded: vi.fn(),
        addUserUnloaded: vi.fn(),
        addSilentRenewError: vi.fn(),
        addAccessTokenExpired: vi.fn(),
      },
    },
  };
});
vi.mock('./user-manager', async (original) => ({
  ...(await original<typeof UserManagerModule>()),
  userManager: () => library.manager,
}));

// The provider's session check (GET /oauth2/session) is answered over HTTP: alive, ended
// elsewhere (401), or no decision (503).
const SESSION_LEVER: Svar = { data: { active: true, exp: 1_900_000_000 } };
const SESSION_SLUT: Svar = { status: 401, data: { kod: 'auth.error' } };
const SESSION_OKAND: Svar = { status: 503 };
let sessionskoll: Anrop[] = [];
function provider(svar: Svar): void {
  sessionskoll = svaraHttp(() => svar);
}

const now = new Date('2026-11-23T10:00:00Z');
const nowS = now.getTime() / 1000;

function stored(expiresInS: number, overrides: Partial<StoredUser> = {}): StoredUser {
  return {
    access_token: 'at-1',
    refresh_token: 'rt-1',
    id_token: 'id-1',
    expires_at: nowS + expiresInS,
    profile: claims,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
  vi.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.setState({ user: undefined });
  library.state.user = null;
  provider(SESSION_LEVER);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('accessToken: the session counts as expired 30 s before exp', () => {
  it('gives the stored token at 31 s before exp, without renewing', async () => {
    library.state.user = stored(31);
    expect(await accessToken()).toBe('at-1');
    expect(library.manager.signinSilent).not.toHaveBeenCalled();
  });

  it('renews first at 30 s before exp, and gives the new token', async () => {
    library.state.user = stored(30);
    library.manager.signinSilent.mockResolvedValue(stored(900, { access_token: 'at-2' }));
    expect(await accessToken()).toBe('at-2');
    expect(library.manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user?.name).toBe('Anna Lindqvist');
  });

  it('has nothing without a stored session', async () => {
    expect(await accessToken()).toBeUndefined();
  });

  it('lets the library renew in the background before that moment, so no call waits', () => {
    expect(RENEW_AHEAD_S).toBe(60);
  });
});

describe('renewSession', () => {
  it('asks the provider once for calls that come together', async () => {
    library.state.user = stored(10);
    library.manager.signinSilent.mockResolvedValue(stored(900, { access_token: 'at-2' }));
    const [a, b] = await Promise.all([renewSession(), renewSession()]);
    expect(a?.access_token).toBe('at-2');
    expect(b?.access_token).toBe('at-2');
    expect(library.manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('forgets the session past its refresh token (400 invalid_grant) and says so on /login', async () => {
    library.state.user = stored(10);
    sessionStore.getState().setUser({ ...claims, id: claims.personnummer, sekretess: false });
    library.manager.signinSilent.mockRejectedValue(
      new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await renewSession()).toBeUndefined();
    expect(library.state.user).toBeNull();
    expect(sessionStore.getState().user).toBeUndefined();
    expect(sessionEnded()).toBe(true);
  });

  it('keeps a still valid session when the provider cannot be reached', async () => {
    library.state.user = stored(20);
    library.manager.signinSilent.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await renewSession())?.access_token).toBe('at-1');
    expect(library.state.user).not.toBeNull();
    expect(sessionEnded()).toBe(false);
  });

  it('forgets a session past its exp when the provider cannot be reached', async () => {
    library.state.user = stored(-1);
    library.manager.signinSilent.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await renewSession()).toBeUndefined();
    expect(library.state.user).toBeNull();
  });
});

describe('restoreSession', () => {
  it('shows the stored user when the provider still knows the session', async () => {
    library.state.user = stored(600);
    provider(SESSION_LEVER);
    await restoreSession();
    expect(sessionskoll.map((a) => a.headers.get('refresh-token'))).toEqual(['rt-1']);
    expect(sessionStore.getState().user?.personnummer).toBe('197803122386');
  });

  it('forgets a session that ended elsewhere and says so on /login', async () => {
    library.state.user = stored(600);
    provider(SESSION_SLUT);
    await restoreSession();
    expect(sessionStore.getState().user).toBeUndefined();
    expect(library.state.user).toBeNull();
    expect(sessionEnded()).toBe(true);
  });

  it('keeps the session when the provider does not answer', async () => {
    library.state.user = stored(600);
    provider(SESSION_OKAND);
    await restoreSession();
    expect(sessionStore.getState().user?.name).toBe('Anna Lindqvist');
  });

  it('renews a session that counts as expired before showing it', async () => {
    library.state.user = stored(5);
    library.manager.signinSilent.mockResolvedValue(stored(900, { access_token: 'at-2' }));
    await restoreSession();
    expect(library.manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(sessionskoll).toHaveLength(0);
    expect(sessionStore.getState().user?.name).toBe('Anna Lindqvist');
  });

  it('has nothing to do without a stored session', async () => {
    await restoreSession();
    expect(sessionStore.getState().user).toBeUndefined();
    expect(sessionskoll).toHaveLength(0);
  });
});

describe('dpopProof', () => {
  it("has the library sign a proof of this browser's key for the call and the current token", async () => {
    library.state.user = stored(600);
    expect(await dpopProof('http://localhost/api/x', 'POST')).toBe(
      'bevis:POST:http://localhost/api/x:at-1',
    );
  });

  it('has none without a session', async () => {
    expect(await dpopProof('http://localhost/api/x', 'GET')).toBeUndefined();
  });
});

describe('logout', () => {
  it("revokes the tokens, clears both storages and ends the provider's session without the ID token in the address", async () => {
    library.state.user = stored(600);
    sessionStore.getState().setUser({ ...claims, id: claims.personnummer, sekretess: false });
    sessionStorage.setItem('fullmakt.skapande', '{"fullmaktsgivare":"197803122386"}');
    localStorage.setItem('fullmakt.valfritt', 'x');
    const go = vi.fn();
    await logout(go);
    expect(library.manager.stopSilentRenew).toHaveBeenCalled();
    expect(library.manager.revokeTokens).toHaveBeenCalledWith(['access_token', 'refresh_token']);
    // The DPoP key goes too.
    expect(library.manager.settings.dpop.store.remove).toHaveBeenCalledWith('fullmakt-web');
    // Nothing is left but the mark that has the next page say the user signed out.
    expect(Object.keys(sessionStorage)).toEqual(['fullmakt.utloggad']);
    expect(localStorage.length).toBe(0);
    const url = new URL(String(go.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/oauth2/logout');
    // The ID token (personnummer, name) never goes into an address a log or the history keeps.
    expect(url.searchParams.has('id_token_hint')).toBe(false);
    expect(url.href).not.toContain('id-1');
    expect(url.searchParams.get('client_id')).toBe('fullmakt-web');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${window.location.origin}/`);
  });

  it("still clears everything and ends the provider's session when revocation fails", async () => {
    library.state.user = stored(600, { id_token: undefined });
    library.manager.revokeTokens.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem('x', 'y');
    const go = vi.fn();
    await logout(go);
    expect(Object.keys(sessionStorage)).toEqual(['fullmakt.utloggad']);
    expect(new URL(String(go.mock.calls[0]?.[0])).pathname).toBe('/oauth2/logout');
  });

  it('goes to the root when there is no session to end', async () => {
    library.state.user = null;
    const go = vi.fn();
    await logout(go);
    expect(go).toHaveBeenCalledWith('/');
  });
});
