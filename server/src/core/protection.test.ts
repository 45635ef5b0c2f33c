import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { apiPolicy } from '../web/web-plugin';

describe('protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { rateLimit: { login: 2, signing: 2, lookup: 2 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends security headers and a strict CSP on API answers and server pages', async () => {
    for (const url of [
      '/api/konfiguration',
      '/oauth2/.well-known/openid-configuration',
      '/signeringstjanst/finns-inte-alls',
    ]) {
      const res = await t.app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('default-src');
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('sends the strictest policy on JSON answers to signed-in API calls', async () => {
    const list = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: { filter: { fullmaktsgivare: { id: p.anna }, page: { page: 0, size: 20 } } },
    });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: 'x' }),
    });
    for (const res of [list, anonymous]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(apiPolicy);
    }
    expect(apiPolicy).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('limits the rate of signing starts', async () => {
    const url = fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: 'finns-inte' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await t.call(p.anna, { method: 'POST', url, payload: {} })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('limits the rate of person lookups', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await t.call(p.anna, {
        method: 'POST',
        url: API_ROUTES.personuppslag.path,
        payload: { personnummer: '19900730-2426' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('limits the rate of login attempts', async () => {
    const client = new OidcTestClient(t);
    const { res } = await client.follow(await client.request('GET', client.authorizeUrl()));
    const action = /action="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await client.request('POST', action, { _xsrf: 'fel', personnummer: '1' })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
