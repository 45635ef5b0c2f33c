import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, testPublicUrl, type TestApp } from '../testing/test-app';

/** Signs Anna in with BankID Mock and returns her tokens. */
async function signedIn(
  client: OidcTestClient,
): Promise<{ id_token: string; refresh_token: string }> {
  const { location } = await client.loginWithMock({ testperson: p.anna });
  const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
  return (await client.exchange(code)).json<{ id_token: string; refresh_token: string }>();
}

/** Whether the provider would sign this browser in again without asking (prompt=none). */
async function silentSignIn(client: OidcTestClient): Promise<string | null> {
  const { location } = await client.follow(
    await client.request('GET', client.authorizeUrl({ prompt: 'none' })),
  );
  const fragment = OidcTestClient.fragment(location ?? new URL('http://x'));
  return fragment.get('code') ? 'code' : fragment.get('error');
}

describe('logout at the provider (RP-initiated)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it("ends the provider's session when the shell asks, without its ID token in the address, and returns to /", async () => {
    const client = new OidcTestClient(t);
    const { id_token, refresh_token } = await signedIn(client);
    // The provider asks for the e-ID at every sign-in, signed in or not (every-sign-in.test.ts).
    expect(await silentSignIn(client)).toBe('login_required');

    // The address the shell goes to (shell/src/auth/oidc-settings.ts): client and return only.
    const query = new URLSearchParams({
      client_id: 'fullmakt-web',
      post_logout_redirect_uri: `${testPublicUrl}/`,
    });
    const logoutUrl = `/oauth2/logout?${query.toString()}`;
    const fromShell = { 'sec-fetch-site': 'same-origin' };
    const asked = await client.request('GET', logoutUrl, undefined, fromShell);
    // Nothing of the ID token (personnummer, name) in the address a log or the history keeps.
    for (const part of id_token.split('.')) {
      expect(logoutUrl).not.toContain(part);
    }
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    // The shell asked: the page confirms itself with the served script its CSP allows.
    expect(asked.body).toContain('<script src="/oauth2/logga-ut.js" defer></script>');
    expect(String(asked.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(asked.headers['content-security-policy'])).not.toContain('unsafe-inline');
    const script = await client.request('GET', '/oauth2/logga-ut.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('button[name="logout"][value="yes"]');

    const action = /<form[^>]*action="([^"]+)"/.exec(asked.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(asked.body)?.[1] ?? '';
    const confirmed = await client.request('POST', action, { xsrf, logout: 'yes' }, fromShell);
    expect(confirmed.statusCode).toBe(303);
    expect(new URL(String(confirmed.headers.location)).pathname).toBe('/');

    // The session is gone: its refresh token no longer lives nor renews.
    const session = await client.request('GET', '/oauth2/session', undefined, {
      'refresh-token': refresh_token,
    });
    expect(session.statusCode).toBe(401);
    expect((await client.refresh(refresh_token)).statusCode).toBe(400);
    expect(await silentSignIn(client)).toBe('login_required');

    // Back to the logout address later: the provider finishes by itself, its one inline
    // script allowed by its hash alone.
    const again = await client.request('GET', logoutUrl, undefined, fromShell);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('name="logout" value="yes"');
    expect(String(again.headers['content-security-policy'])).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });

  it.each([
    ['opened without anything', '/oauth2/logout', {}],
    [
      'linked from another site',
      `/oauth2/logout?client_id=fullmakt-web&post_logout_redirect_uri=${encodeURIComponent(`${testPublicUrl}/`)}`,
      { 'sec-fetch-site': 'cross-site' },
    ],
    [
      'typed in',
      `/oauth2/logout?client_id=fullmakt-web&post_logout_redirect_uri=${encodeURIComponent(`${testPublicUrl}/`)}`,
      { 'sec-fetch-site': 'none' },
    ],
  ])(
    'still asks, without any script, when the logout address is %s',
    async (_name, url, headers) => {
      const client = new OidcTestClient(t);
      await signedIn(client);
      const asked = await client.request('GET', url, undefined, headers);
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain('Vill du logga ut från Fullmakt?');
      expect(asked.body).not.toContain('<script');
      // Not confirmed, yet the session left behind signs no one in.
      expect(await silentSignIn(client)).toBe('login_required');
    },
  );
});
