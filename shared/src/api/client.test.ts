import { lasSprakFran } from '../i18n/aktivt-sprak';
import { svaraHttp } from '../testing/http';
import { setDpopProvider, setOnUnauthorized, setTokenProvider } from '../wiring/api-hooks';
import { arApiAnrop, httpKlient } from './client';
import { ApiError } from './errors';
import { skicka } from './request';

afterEach(() => {
  setTokenProvider(() => undefined);
  setDpopProvider(() => Promise.resolve(undefined));
  setOnUnauthorized(() => undefined);
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('http client', () => {
  it('uses the site origin and no timeout', () => {
    expect(httpKlient.defaults.baseURL).toBe(window.location.origin);
    expect(httpKlient.defaults.timeout).toBe(0);
  });

  it('adds the bearer only to requests under /api on our origin', async () => {
    setTokenProvider(() => 'tok');
    const inspelade = svaraHttp(() => ({ data: {} }));
    await skicka({ method: 'GET', path: '/api/x' });
    await skicka({ method: 'GET', path: '/driftinfo/driftinfo.json' });
    await skicka({ method: 'GET', path: '/apix' });
    await skicka({ method: 'GET', path: 'https://annan.example/api/x' });
    expect(inspelade.map((r) => r.headers.get('Authorization') ?? null)).toEqual([
      'Bearer tok',
      null,
      null,
      null,
    ]);
  });

  it('sends a DPoP-bound token with a fresh proof for the method and the whole URL', async () => {
    setTokenProvider(() => 'tok');
    const bevisFor: string[] = [];
    setDpopProvider((url, method) => {
      bevisFor.push(`${method} ${url}`);
      return Promise.resolve(`bevis-${bevisFor.length}`);
    });
    const inspelade = svaraHttp(() => ({ data: {} }));
    await skicka({ method: 'POST', path: '/api/x' }, { body: {} });
    await skicka({ method: 'GET', path: '/api/y' });
    await skicka({ method: 'GET', path: '/driftinfo/driftinfo.json' });
    expect(bevisFor).toEqual([
      `POST ${window.location.origin}/api/x`,
      `GET ${window.location.origin}/api/y`,
    ]);
    expect(inspelade.map((r) => [r.headers.get('Authorization'), r.headers.get('DPoP')])).toEqual([
      ['DPoP tok', 'bevis-1'],
      ['DPoP tok', 'bevis-2'],
      [null, null],
    ]);
  });

  it('tells /api paths from others', () => {
    expect(arApiAnrop('/api')).toBe(true);
    expect(arApiAnrop('/api/engagemang')).toBe(true);
    expect(arApiAnrop('/api-docs')).toBe(false);
    expect(arApiAnrop('https://evil.example/api/x')).toBe(false);
  });

  it("asks our own API for the page's language, and only our API", async () => {
    const inspelade = svaraHttp(() => ({ data: {} }));
    await skicka({ method: 'GET', path: '/api/x' });
    lasSprakFran(() => 'en');
    await skicka({ method: 'GET', path: '/api/x' });
    await skicka({ method: 'GET', path: 'https://annan.example/api/x' });
    lasSprakFran(() => 'sv');
    expect(inspelade.map((r) => r.headers.get('Accept-Language') ?? null)).toEqual([
      'sv',
      'en',
      null,
    ]);
  });

  it("sends the 'XSRF-TOKEN' cookie back as 'X-XSRF-TOKEN'", async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D1';
    const inspelade = svaraHttp(() => ({ data: {} }));
    await skicka({ method: 'POST', path: '/api/x' });
    expect(inspelade[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc=1');
  });

  it("prefers the secure '__Host-XSRF-TOKEN' cookie of production over 'XSRF-TOKEN'", async () => {
    // A browser takes a __Host- cookie only over HTTPS, which the test page is not: read as given.
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=gammal; __Host-XSRF-TOKEN=ny');
    const inspelade = svaraHttp(() => ({ data: {} }));
    await skicka({ method: 'POST', path: '/api/x' });
    expect(inspelade[0]?.headers.get('X-XSRF-TOKEN')).toBe('ny');
    vi.restoreAllMocks();
  });

  it('treats non-2xx as failure and calls onUnauthorized on 401', async () => {
    const hook = vi.fn();
    setOnUnauthorized(hook);
    svaraHttp(() => ({ status: 401 }));
    await expect(skicka({ method: 'GET', path: '/api/x' })).rejects.toMatchObject({
      kod: 'auth.error',
      status: 401,
    });
    expect(hook).toHaveBeenCalledTimes(1);
    svaraHttp(() => ({ status: 302 }));
    await expect(skicka({ method: 'GET', path: '/api/x' })).rejects.toBeInstanceOf(ApiError);
    expect(hook).toHaveBeenCalledTimes(1);
  });
});

describe('writes with an Idempotency-Key', () => {
  const route = { method: 'POST', path: '/api/fullmakter/utkast' } as const;

  it('sends one key per call and the same key again when the answer did not come', async () => {
    let svarade = 0;
    const inspelade = svaraHttp(() => {
      svarade += 1;
      if (svarade === 1) {
        return { natverksfel: true };
      }
      if (svarade === 2) {
        return { status: 503, data: { kod: 'okant.fel', meddelande: 'Försök igen om en stund.' } };
      }
      return { data: { ok: true } };
    });
    await expect(skicka(route, { body: {}, idempotent: true })).resolves.toEqual({ ok: true });
    const nycklar = inspelade.map((r) => r.headers.get('Idempotency-Key'));
    expect(nycklar).toHaveLength(3);
    expect(new Set(nycklar).size).toBe(1);
    expect(nycklar[0]).toMatch(/^[0-9a-f-]{32,36}$/);

    await skicka(route, { body: {}, idempotent: true });
    expect(inspelade[3]?.headers.get('Idempotency-Key')).not.toBe(nycklar[0]);
  });

  it('does not send a refusal again, and sends no key on other calls', async () => {
    const inspelade = svaraHttp(() => ({
      status: 422,
      data: { kod: 'fullmakt.ogiltig', meddelande: 'x' },
    }));
    await expect(skicka(route, { body: {}, idempotent: true })).rejects.toMatchObject({
      status: 422,
    });
    expect(inspelade).toHaveLength(1);
    const utan = svaraHttp(() => ({ data: {} }));
    await skicka(route, { body: {} });
    expect(utan[0]?.headers.get('Idempotency-Key') ?? null).toBeNull();
  });

  it('gives up after its retries with the last error', async () => {
    const inspelade = svaraHttp(() => ({ status: 503 }));
    await expect(skicka(route, { idempotent: true })).rejects.toMatchObject({ status: 503 });
    expect(inspelade).toHaveLength(3);
  });
});
