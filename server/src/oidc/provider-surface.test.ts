import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('what the provider offers, and no more', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([['query'], ['form_post'], [undefined]])(
    'refuses response_mode=%s: the code only ever travels in the fragment',
    async (mode) => {
      const client = new OidcTestClient(t);
      const { res, location } = await client.follow(
        await client.request('GET', client.authorizeUrl({ response_mode: mode })),
      );
      // Refused at once: no login page, and nothing that could carry a code.
      expect(res.body).not.toContain('BankID Mock');
      expect(location?.searchParams.get('code') ?? null).toBeNull();
      expect(res.body).not.toContain('name="code"');
      // The refusal comes back the way asked: in the query, or as the form_post page's field.
      const error =
        location?.searchParams.get('error') ?? /name="error" value="([^"]+)"/.exec(res.body)?.[1];
      expect(error).toBe('invalid_request');
    },
  );

  it('does not offer offline_access', async () => {
    const client = new OidcTestClient(t);
    const discovery = await client.request('GET', '/oauth2/.well-known/openid-configuration');
    const { scopes_supported } = discovery.json<{ scopes_supported: string[] }>();
    expect(scopes_supported).toContain('openid');
    expect(scopes_supported).not.toContain('offline_access');
  });

  it('grants no offline_access when asked: the refresh token still ends with the session', async () => {
    const client = new OidcTestClient(t);
    const { location } = await client.loginWithMock(
      { testperson: p.anna },
      { scope: 'openid profile offline_access', prompt: 'login consent' },
    );
    const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
    const tokens = (await client.exchange(code)).json<{ scope: string; refresh_token: string }>();
    expect(tokens.scope.split(' ')).not.toContain('offline_access');
    const stored = await t.app.deps.provider.RefreshToken.find(tokens.refresh_token);
    expect(stored?.expiresWithSession).toBe(true);
  });
});
