import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { inloggningTexter } from '@fullmakt/shared/texts';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Opens Foreign eID at the provider and answers its test page with one identity. */
async function foreignEidLogin(client: OidcTestClient, identitet: string) {
  const { res } = await client.follow(
    await client.request('GET', client.authorizeUrl({ idp: 'foreign-eid' })),
  );
  const action = /action="([^"]+)"/.exec(res.body)?.[1] ?? '';
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
  return {
    page: res,
    ...(await client.follow(await client.request('POST', action, { _xsrf: xsrf, identitet }))),
  };
}

describe('Foreign eID (eIDAS) in the test environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers test identities marked as test, on an accessible page without script', async () => {
    const client = new OidcTestClient(t);
    const { res } = await client.follow(
      await client.request('GET', client.authorizeUrl({ idp: 'foreign-eid' })),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<h1>/g)).toHaveLength(1);
    expect(res.body).toContain('Foreign eID – testidentiteter');
    const labels = [...res.body.matchAll(/<label for="identitet-[^"]+">([^<]+)<\/label>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(labels).toHaveLength(2);
    expect(labels.every((text) => text.startsWith('TEST: '))).toBe(true);
    expect(res.body).not.toContain('<script');
  });

  it('signs in an identity with a Swedish personnummer, who may look but not sign', async () => {
    const client = new OidcTestClient(t);
    const { location } = await foreignEidLogin(client, 'de-med-pnr');
    const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
    const tokens = (await client.exchange(code)).json<{ access_token: string; id_token: string }>();
    const claims = JSON.parse(
      Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ personnummer: p.lena, idp: 'foreign-eid' });

    const xsrf = t.app.deps.xsrf.issue();
    const headers = (method: string, url: string) => ({
      ...client.authorized(method, url, tokens.access_token),
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    });
    const draft = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      headers: headers('POST', API_ROUTES.skapaUtkast.path),
      payload: {
        fullmaktsgivare: { id: p.lena, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.fordonsverket },
        mall: { id: 'fordon-arenden' },
      },
    });
    expect(draft.statusCode).toBe(200);
    const fullmakt: Fullmakt = {
      ...draft.json<Utkast>().fullmakt,
      fullmaktshavare: [{ id: p.anna, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2026-12-31',
      behorigheter: [{ kod: 'fordon.se', rubrik: '', beskrivning: '' }],
    };
    const signPath = fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: fullmakt.id });
    const sign = await t.app.inject({
      method: 'POST',
      url: signPath,
      headers: headers('POST', signPath),
      payload: { fullmakt },
    });
    expect(sign.statusCode).toBe(403);
    expect(sign.json().meddelande).toBe(inloggningTexter.eidasKanInteSignera);
  });

  it('refuses an identity without a Swedish personnummer at sign-in, with its code', async () => {
    const client = new OidcTestClient(t);
    const { location } = await foreignEidLogin(client, 'fr-utan-pnr');
    expect(location?.pathname).toBe('/login');
    const fragment = OidcTestClient.fragment(location ?? new URL('http://x'));
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_description')).toBe('inget-svenskt-personnummer');
  });

  it('refuses an unknown identity on the page itself', async () => {
    const client = new OidcTestClient(t);
    const { res, location } = await foreignEidLogin(client, 'us-okand');
    expect(location).toBeUndefined();
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Foreign eID – testidentiteter');
  });
});

describe('Foreign eID in production configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), { settings: { env: 'prod' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not offered: refused as a method not available here', async () => {
    const client = new OidcTestClient(t);
    const { location, res } = await client.follow(
      await client.request('GET', client.authorizeUrl({ idp: 'foreign-eid' })),
    );
    expect(res.body).not.toContain('testidentiteter');
    const fragment = OidcTestClient.fragment(location ?? new URL('http://x'));
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_description')).toBe('metod-saknas:foreign-eid');
  });
});
