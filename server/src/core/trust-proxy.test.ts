import { openDatabase } from '../db/database';
import { startTestApp, type TestApp } from '../testing/test-app';
import { parseTrustProxy } from './trust-proxy';

const proxyAddress = '10.1.2.3';
const otherAddress = '203.0.113.9';

describe('FULLMAKT_TRUST_PROXY', () => {
  it('reads hops, addresses and ranges, and nothing that trusts everyone', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8,fd00::/8 , loopback')).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/varje avsändare/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });
});

describe('behind a trusted proxy', () => {
  let behindProxy: TestApp;
  let byHops: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    const options = { settings: { rateLimit: { login: 1, signing: 60, lookup: 60, verify: 30 } } };
    behindProxy = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      ...options,
      trustProxy: ['10.0.0.0/8'],
    });
    byHops = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      ...options,
      trustProxy: 1,
    });
    direct = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), options);
  });
  afterAll(async () => {
    await Promise.all([behindProxy.close(), byHops.close(), direct.close()]);
  });

  const get = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/health/live', remoteAddress, headers });

  it("keeps the proxy's X-Request-Id, in the answer and as the request's id", async () => {
    const res = await get(behindProxy, proxyAddress, { 'x-request-id': 'lb-4711-abc' });
    expect(res.headers['x-request-id']).toBe('lb-4711-abc');
    const hops = await get(byHops, otherAddress, { 'x-request-id': 'lb-4712' });
    expect(hops.headers['x-request-id']).toBe('lb-4712');
  });

  it('makes a new id when the sender is no trusted proxy, or when nothing is trusted', async () => {
    const untrusted = await get(behindProxy, otherAddress, { 'x-request-id': 'mitt-eget-id' });
    expect(untrusted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await get(direct, proxyAddress, { 'x-request-id': 'mitt-eget-id' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes a new id for a proxy id that is too long or not printable', async () => {
    const long = await get(behindProxy, proxyAddress, { 'x-request-id': 'a'.repeat(129) });
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const spaced = await get(behindProxy, proxyAddress, { 'x-request-id': 'a b' });
    expect(spaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts each client's login attempts on its own address from X-Forwarded-For", async () => {
    // The provider's routes allow five a minute per address with a login limit of one.
    const jwks = (t: TestApp, client: string) =>
      t.app.inject({
        method: 'GET',
        url: '/oauth2/jwks',
        remoteAddress: proxyAddress,
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 5; i += 1) {
      expect((await jwks(behindProxy, '198.51.100.1')).statusCode).toBe(200);
    }
    expect((await jwks(behindProxy, '198.51.100.1')).statusCode).toBe(429);
    expect((await jwks(behindProxy, '198.51.100.2')).statusCode).toBe(200);

    // Without a trusted proxy, everyone behind the load balancer shares its address.
    for (let i = 0; i < 5; i += 1) {
      expect((await jwks(direct, `198.51.100.${10 + i}`)).statusCode).toBe(200);
    }
    expect((await jwks(direct, '198.51.100.99')).statusCode).toBe(429);
  });
});
