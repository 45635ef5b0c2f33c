import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('e-ID login (OIDC provider with BankID Mock)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs in with PKCE, gives the claims, refreshes with rotation and reports the session', async () => {
    const client = new OidcTestClient(t);
    const { location } = await client.loginWithMock({ testperson: p.anna });
    expect(location?.pathname).toBe('/login');
    const fragment = OidcTestClient.fragment(location ?? new URL('http://x'));
    expect(fragment.get('state')).toBe('tillstand-123');
    const code = fragment.get('code') ?? '';

    const tokens = await client.exchange(code);
    expect(tokens.statusCode).toBe(200);
    const { access_token, refresh_token, id_token } = tokens.json<{
      access_token: string;
      refresh_token: string;
      id_token: string;
    }>();
    expect(refresh_token).toBeTruthy();
    const claims = JSON.parse(
      Buffer.from(id_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: p.anna,
      given_name: 'Anna',
      family_name: 'Lindqvist',
      personnummer: p.anna,
      idp: 'bankid-mock',
      sekretess: false,
    });

    const userinfo = await client.request(
      'GET',
      '/oauth2/userinfo',
      undefined,
      client.authorized('GET', '/oauth2/userinfo', access_token),
    );
    expect(userinfo.json()).toMatchObject({
      sub: p.anna,
      name: 'Anna Lindqvist',
      idp: 'bankid-mock',
    });

    // The API accepts the token and knows the method it was issued for.
    const api = await client.request(
      'GET',
      '/api/tredjeman-api/tredjeman',
      undefined,
      client.authorized('GET', '/api/tredjeman-api/tredjeman', access_token),
    );
    expect(api.statusCode).toBe(200);

    const session = await client.request('GET', '/oauth2/session', undefined, {
      'refresh-token': refresh_token,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ active: true, sub: p.anna, idp: 'bankid-mock' });
    // The refresh token lives exactly 1800 s (SPEC §4), and /oauth2/session reports its end.
    const stored = await t.app.deps.provider.RefreshToken.find(refresh_token);
    expect((stored?.exp ?? 0) - (stored?.iat ?? 0)).toBe(1800);
    expect(session.json<{ exp: number }>().exp).toBe(stored?.exp);

    const refreshed = await client.refresh(refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const rotated = refreshed.json<{ refresh_token: string }>().refresh_token;
    expect(rotated).not.toBe(refresh_token);
    const renewed = await t.app.deps.provider.RefreshToken.find(rotated);
    expect((renewed?.exp ?? 0) - (renewed?.iat ?? 0)).toBe(1800);
    // Rotated: the old refresh token is used up.
    const reused = await client.refresh(refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(
      (
        await client.request('GET', '/oauth2/session', undefined, {
          'refresh-token': refresh_token,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('tells the shell when the person has a protected identity (sekretess)', async () => {
    const client = new OidcTestClient(t);
    const { location } = await client.loginWithMock({ testperson: p.sara });
    const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
    const { id_token } = (await client.exchange(code)).json<{ id_token: string }>();
    const claims = JSON.parse(
      Buffer.from(id_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: p.sara, sekretess: true });
  });

  it('refuses a reused authorization code', async () => {
    const client = new OidcTestClient(t);
    const { location } = await client.loginWithMock({ testperson: p.erik });
    const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
    expect((await client.exchange(code)).statusCode).toBe(200);
    const again = await client.exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('refuses a wrong PKCE verifier', async () => {
    const client = new OidcTestClient(t);
    const { location } = await client.loginWithMock({ testperson: p.erik });
    const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
    const res = await client.exchange(code, { code_verifier: 'x'.repeat(43) });
    expect(res.json().error).toBe('invalid_grant');
  });

  it.each([
    ['missing PKCE', { code_challenge: undefined, code_challenge_method: undefined }],
    ['plain PKCE', { code_challenge_method: 'plain' }],
  ])('refuses an authorize request with %s', async (_name, params) => {
    const client = new OidcTestClient(t);
    const res = await client.request('GET', client.authorizeUrl(params));
    const location = new URL(String(res.headers.location), 'http://localhost:8080');
    expect(location.pathname).toBe('/login');
    expect(OidcTestClient.fragment(location).get('error')).toBe('invalid_request');
  });

  it('refuses a redirect URI that is not registered exactly', async () => {
    const client = new OidcTestClient(t);
    const res = await client.request(
      'GET',
      client.authorizeUrl({ redirect_uri: 'http://localhost:8080/login/' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('lang="sv"');
  });

  it.each([
    ['a minor', { testperson: p.elsa }, 'access_denied', 'under-18'],
    [
      'a samordningsnummer',
      { personnummer: p.ahmed },
      'access_denied',
      'inget-svenskt-personnummer',
    ],
    ['a cancelled login', { testperson: p.anna, utfall: 'avbruten' }, 'access_denied', 'avbruten'],
    ['an expired login', { testperson: p.anna, utfall: 'utgangen' }, 'access_denied', 'utgangen'],
    [
      'a login that failed to start',
      { testperson: p.anna, utfall: 'startfel' },
      'temporarily_unavailable',
      'startfel',
    ],
  ])('sends %s back to /login with its refusal code', async (_name, form, error, description) => {
    const client = new OidcTestClient(t);
    const { location } = await client.loginWithMock(form);
    expect(location?.pathname).toBe('/login');
    const fragment = OidcTestClient.fragment(location ?? new URL('http://x'));
    expect(fragment.get('error')).toBe(error);
    expect(fragment.get('error_description')).toBe(description);
    expect(fragment.get('state')).toBe('tillstand-123');
  });

  it('answers the other methods with "not available in this environment"', async () => {
    const client = new OidcTestClient(t);
    const { location } = await client.follow(
      await client.request('GET', client.authorizeUrl({ idp: 'freja' })),
    );
    const fragment = OidcTestClient.fragment(location ?? new URL('http://x'));
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_description')).toBe('metod-saknas:freja');
  });

  it('shows an accessible Swedish method chooser when no method was chosen', async () => {
    const client = new OidcTestClient(t);
    const { res } = await client.follow(
      await client.request('GET', client.authorizeUrl({ idp: undefined })),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="sv">');
    expect(res.body.match(/<h1>/g)).toHaveLength(1);
    expect(res.body).toContain('BankID Mock');
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('style=');
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('refuses the mock form without the XSRF field', async () => {
    const client = new OidcTestClient(t);
    const { res } = await client.follow(await client.request('GET', client.authorizeUrl()));
    const action = /action="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const posted = await client.request('POST', action, { testperson: p.anna, utfall: 'lyckad' });
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
  });
});
