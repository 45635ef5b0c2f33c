import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { sessionAbsoluteLifeS } from './provider';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Signs Anna in with BankID Mock in this browser and returns her tokens. */
async function signedIn(client: OidcTestClient): Promise<{ refresh_token: string }> {
  const { location } = await client.loginWithMock({ testperson: p.anna });
  const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
  expect(code).not.toBe('');
  return (await client.exchange(code)).json<{ refresh_token: string }>();
}

/** What an authorize request in this browser comes back with: a code, an error, or a login page. */
async function authorizeAgain(
  client: OidcTestClient,
  params: Record<string, string | undefined>,
): Promise<{ code: string | null; error: string | null; page: string }> {
  const { res, location } = await client.follow(
    await client.request('GET', client.authorizeUrl(params)),
  );
  const fragment = location ? OidcTestClient.fragment(location) : new URLSearchParams();
  return { code: fragment.get('code'), error: fragment.get('error'), page: res.body };
}

/**
 * This browser's provider session as stored (the `_session` cookie's value is its id): its
 * expiry (ms) and the time of its sign-in (s).
 */
async function storedSession(
  t: TestApp,
  client: OidcTestClient,
): Promise<{ expiresAt: number; loginTs: number }> {
  const row = await t.app.deps.db.kysely
    .selectFrom('oidc_payload')
    .select(['expires_at', 'payload'])
    .where('model', '=', 'Session')
    .where('id', '=', client.cookies.get('_session') ?? '')
    .executeTakeFirstOrThrow();
  const { loginTs } = JSON.parse(row.payload) as { loginTs: number };
  return { expiresAt: row.expires_at ?? Infinity, loginTs };
}

describe('e-ID at every sign-in (the provider itself)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers no code to an authorize request without prompt after a sign-in: the e-ID is asked again', async () => {
    const client = new OidcTestClient(t);
    await signedIn(client);
    const again = await authorizeAgain(client, { prompt: undefined });
    expect(again.code).toBeNull();
    expect(again.page).toContain('BankID Mock');
  });

  it('refuses prompt=none after a sign-in with login_required', async () => {
    const client = new OidcTestClient(t);
    await signedIn(client);
    const silent = await authorizeAgain(client, { prompt: 'none' });
    expect(silent.code).toBeNull();
    expect(silent.error).toBe('login_required');
  });

  it('counts 0 silent sign-ins over every prompt value a browser could send', async () => {
    const client = new OidcTestClient(t);
    await signedIn(client);
    let codes = 0;
    for (const prompt of [undefined, 'none', 'consent', 'select_account']) {
      if ((await authorizeAgain(client, { prompt })).code) {
        codes += 1;
      }
    }
    expect(codes).toBe(0);
  });

  it('gives the provider session a cookie that dies with the browser (no Expires, no Max-Age)', async () => {
    const client = new OidcTestClient(t);
    await signedIn(client);
    const sessionCookies = client.setCookieHeaders.filter((c) => c.startsWith('_session='));
    expect(sessionCookies.length).toBeGreaterThan(0);
    for (const cookie of sessionCookies) {
      expect(cookie.toLowerCase()).not.toMatch(/expires=|max-age=/);
    }
  });

  it('keeps the session to an absolute lifetime from the sign-in that a later authorize cannot extend', async () => {
    const client = new OidcTestClient(t);
    await signedIn(client);
    const { loginTs, expiresAt } = await storedSession(t, client);
    // The end, in ms: the sign-in's second plus the lifetime (the store rounds within it).
    const end = (loginTs + sessionAbsoluteLifeS) * 1000 + 999;
    expect(expiresAt).toBeLessThanOrEqual(end);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await authorizeAgain(client, { prompt: 'none' });
    await authorizeAgain(client, { prompt: undefined });
    expect((await storedSession(t, client)).expiresAt).toBeLessThanOrEqual(end);
  });

  it('leaves nothing to sign in with when a logout stops at the question (never confirmed)', async () => {
    const client = new OidcTestClient(t);
    await signedIn(client);
    const asked = await client.request('GET', '/oauth2/logout');
    expect(asked.statusCode).toBe(200);
    expect((await authorizeAgain(client, { prompt: 'none' })).error).toBe('login_required');
    expect((await authorizeAgain(client, { prompt: undefined })).code).toBeNull();
  });

  it('still renews the tokens with the refresh token after a sign-in', async () => {
    const client = new OidcTestClient(t);
    const { refresh_token } = await signedIn(client);
    const refreshed = await client.refresh(refresh_token);
    expect(refreshed.statusCode).toBe(200);
  });
});
