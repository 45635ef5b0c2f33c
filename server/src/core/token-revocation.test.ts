import { randomUUID } from 'node:crypto';
import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import { createPgSchema, dropPgSchema, openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, type TestApp } from '../testing/test-app';

// A draft that does not exist: 404 for a caller, 401 for none (the token is checked first).
const apiPath = fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: 'finns-inte' });
const accepted = 404;

/** Signs Anna in through the real flow in `t`; her tokens are bound to the client's key. */
async function signedIn(t: TestApp) {
  const client = new OidcTestClient(t);
  const { location } = await client.loginWithMock({ testperson: p.anna });
  const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
  const tokens = (await client.exchange(code)).json<{
    access_token: string;
    refresh_token: string;
  }>();
  return { client, ...tokens };
}

/** One API call with the token and a fresh proof, to the app given. */
async function call(t: TestApp, client: OidcTestClient, accessToken: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: apiPath,
    headers: client.authorized('GET', apiPath, accessToken),
  });
  return res.statusCode;
}

/** Revokes a token at the provider the way the shell does at logout. */
async function revoke(client: OidcTestClient, token: string, hint: string): Promise<void> {
  const res = await client.request('POST', '/oauth2/revoke', {
    token,
    token_type_hint: hint,
    client_id: 'fullmakt-web',
  });
  expect(res.statusCode).toBe(200);
}

describe('a revoked token stops working at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the very next call after the access token is revoked, though it was just used', async () => {
    const { client, access_token } = await signedIn(t);
    expect(await call(t, client, access_token)).toBe(accepted);
    await revoke(client, access_token, 'access_token');
    expect(await call(t, client, access_token)).toBe(401);
  });

  it('refuses the access token at once when its session ends by the refresh token', async () => {
    const { client, access_token, refresh_token } = await signedIn(t);
    expect(await call(t, client, access_token)).toBe(accepted);
    await revoke(client, refresh_token, 'refresh_token');
    expect(await call(t, client, access_token)).toBe(401);
  });
});

const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;

describe.runIf(pgUrl)('a revoked token stops working at once in every process', () => {
  it('refuses in one app a token another app on the same database revoked', async () => {
    const url = pgUrl ?? '';
    const schema = `t_${randomUUID().replace(/-/g, '')}`;
    await createPgSchema(url, schema);
    const first = await startTestApp(openDatabase({ databaseUrl: url, pgSchema: schema }));
    const second = await startTestApp(openDatabase({ databaseUrl: url, pgSchema: schema }));
    try {
      const { client, access_token } = await signedIn(first);
      // The second process has the token in its cache.
      expect(await call(second, client, access_token)).toBe(accepted);
      await revoke(client, access_token, 'access_token');
      expect(await call(second, client, access_token)).toBe(401);
    } finally {
      await first.close();
      await second.close();
      await dropPgSchema(url, schema);
    }
  });
});
