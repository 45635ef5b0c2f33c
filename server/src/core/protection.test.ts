import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { apiPolicy } from '../web/content-security-policy';

describe('protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { rateLimit: { login: 2, signing: 2, lookup: 2, verify: 2 } },
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

  it('keeps no signed-in API answer in any cache: Cache-Control no-store (issue 38)', async () => {
    const list = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: { filter: { fullmaktsgivare: { id: p.anna }, page: { page: 0, size: 20 } } },
    });
    const engagemang = await t.call(p.anna, { method: 'POST', url: API_ROUTES.engagemang.path });
    const refused = await t.app.inject({
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: 'x' }),
    });
    expect([list.statusCode, engagemang.statusCode, refused.statusCode]).toEqual([200, 200, 401]);
    for (const res of [list, engagemang, refused]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Public answers keep their own rule (the configuration is revalidated, not forbidden).
    const config = await t.app.inject('/api/konfiguration');
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('refuses a URL that cannot be decoded with the same security headers as any answer', async () => {
    const ordinary = await t.call(p.anna, { method: 'POST', url: API_ROUTES.engagemang.path });
    for (const url of ['/%', '/api/utkast-api/utkast/%E0%A4%A', '/privat/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-security-policy']).toBe(apiPolicy);
      expect(res.headers['cache-control']).toBe('no-store');
      // Each header helmet gives every other answer, with helmet's own value.
      for (const header of [
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
      ]) {
        expect({ header, value: res.headers[header] }).toEqual({
          header,
          value: ordinary.headers[header],
        });
      }
    }
    expect(ordinary.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it("gives pages a CSP with base-uri 'none': no injected <base> moves the scripts", async () => {
    const page = await t.app.inject('/privat');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("base-uri 'self'");
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
