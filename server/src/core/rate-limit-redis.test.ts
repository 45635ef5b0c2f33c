import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson } from '../seed/people';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testRedisThere, testRedisUrl } from '../testing/test-redis';

/**
 * Two server instances on one Redis count one client's login attempts together (REDIS_URL,
 * issue 18): behind a load balancer a client gets the limit once, not once per process.
 * Real Redis: FULLMAKT_TEST_REDIS_URL (default the local one); skipped with the reason when
 * it cannot be reached, unless FULLMAKT_REQUIRE_REDIS is set (CI's .ci/run sets it).
 */
const redisUrl = testRedisUrl;
const redisThere = await testRedisThere('Redis-testet');

describe.skipIf(!redisThere)('rate limits shared through Redis', () => {
  // The provider's routes allow five requests a minute per address with a login limit of one.
  const options = { settings: { rateLimit: { login: 1, signing: 60, lookup: 60, verify: 30 } } };
  const apps: TestApp[] = [];
  const start = async (sharedRateLimits?: { url: string; keyPrefix: string }) => {
    const t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      ...options,
      sharedRateLimits,
    });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  const jwks = (t: TestApp) =>
    t.app.inject({ method: 'GET', url: '/oauth2/jwks', remoteAddress: '198.51.100.7' });

  it("counts one client's login attempts across two processes", async () => {
    const shared = { url: redisUrl, keyPrefix: `fullmakt-test-${randomUUID()}-` };
    const first = await start(shared);
    const second = await start(shared);
    const answers: number[] = [];
    for (const t of [first, second, first, second, first]) {
      answers.push((await jwks(t)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    // The sixth attempt is refused by either process: they count together.
    expect((await jwks(second)).statusCode).toBe(429);
    expect((await jwks(first)).statusCode).toBe(429);
  });

  it('without Redis each process counts alone (the limit is twice as wide)', async () => {
    const first = await start();
    const second = await start();
    for (let i = 0; i < 5; i += 1) {
      expect((await jwks(first)).statusCode).toBe(200);
    }
    expect((await jwks(second)).statusCode).toBe(200);
    expect((await jwks(first)).statusCode).toBe(429);
  });

  it("counts one caller's person lookups across two processes (issue 38)", async () => {
    const shared = { url: redisUrl, keyPrefix: `fullmakt-test-${randomUUID()}-` };
    const first = await start(shared);
    const second = await start(shared);
    const lookUp = async (t: TestApp) =>
      (
        await t.call(testPerson.anna, {
          method: 'POST',
          url: API_ROUTES.personuppslag.path,
          payload: { personnummer: '19900730-2426' },
        })
      ).statusCode;
    // A budget of 60 a minute: 30 through each process, then neither answers.
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push(await lookUp(first), await lookUp(second));
    }
    expect(answers.every((s) => s === 200)).toBe(true);
    expect([await lookUp(first), await lookUp(second)]).toEqual([429, 429]);
  });
});

describe('rate limits with their Redis away', () => {
  it('answers as usual, counting in the process alone (the limit holds, no 5xx)', async () => {
    const away = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { rateLimit: { login: 1, signing: 60, lookup: 60, verify: 30 } },
      sharedRateLimits: { url: 'redis://127.0.0.1:1', keyPrefix: 'fullmakt-test-borta-' },
    });
    try {
      const jwks = () =>
        away.app.inject({ method: 'GET', url: '/oauth2/jwks', remoteAddress: '198.51.100.8' });
      for (let i = 0; i < 5; i += 1) {
        expect((await jwks()).statusCode).toBe(200);
      }
      expect((await jwks()).statusCode).toBe(429);
    } finally {
      await away.close();
    }
  });
});
