import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redisAwayMessage, redisStoreWithLocalFallback, redisWatch } from './rate-limit-store';

/**
 * The rate limits' store while its Redis goes away and comes back (issue 30 item 3): each
 * request is still counted (here, in the process) and answered, and the log says so. A
 * Redis of the test's own on a free port, so it can be stopped; skipped with the reason
 * without `redis-server`, unless FULLMAKT_REQUIRE_REDIS is set (CI's .ci/run sets it).
 */
/**
 * Redis is not ours: its clock stays real, as PostgreSQL's does, when `npm test` runs the
 * tests with the clock five years ahead (libfaketime through LD_PRELOAD). Under faketime
 * `redis-server --version` never returned, and the step waited for it.
 */
const realClockEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME'),
  ),
);

const hasRedisServer =
  spawnSync('redis-server', ['--version'], { env: realClockEnv, timeout: 10_000 }).status === 0;
if (!hasRedisServer) {
  if (process.env.FULLMAKT_REQUIRE_REDIS) {
    throw new Error('redis-server finns inte, och FULLMAKT_REQUIRE_REDIS är satt.');
  }
  console.info('Testet av Redis som försvinner körs inte: redis-server finns inte.');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'], env: realClockEnv },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        resolve(child);
      }
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A logger that keeps what was logged at warn and info. */
function recordingLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const keep = (level: string) => (first: unknown, second?: unknown) => {
    lines.push(`${level}: ${typeof first === 'string' ? first : String(second)}`);
  };
  const log = { warn: keep('warn'), info: keep('info') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

type Incr = (key: string) => Promise<{ current: number; ttl: number }>;

function storeOf(redis: Redis, log: FastifyBaseLogger): Incr {
  const Store = redisStoreWithLocalFallback(redis, 'fullmakt-test-', redisWatch(log));
  const route = new Store({}).child({
    routeInfo: { method: 'GET', url: '/oauth2/jwks' },
  } as never);
  // The plugin passes the window and the limit too; its types leave them out.
  const incr = route.incr.bind(route) as (
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ) => void;
  return (key) =>
    new Promise((resolve, reject) => {
      incr(
        key,
        (error, result) =>
          error || !result ? reject(error ?? new Error('inget')) : resolve(result),
        60_000,
        5,
      );
    });
}

describe('a rate-limit store whose Redis is away counts in the process', () => {
  it('with no Redis from the start: counts 1, 2, 3 and logs once', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    const { log, lines } = recordingLog();
    const incr = storeOf(redis, log);
    const counts = [];
    for (let i = 0; i < 3; i += 1) {
      counts.push((await incr('198.51.100.9')).current);
    }
    expect(counts).toEqual([1, 2, 3]);
    // Another client has a count of its own.
    expect((await incr('198.51.100.10')).current).toBe(1);
    expect(lines).toEqual([`warn: ${redisAwayMessage}`]);
    redis.disconnect();
  });

  it.skipIf(!hasRedisServer)(
    'Redis stopped and started again: shared, then local, then shared again, each change logged',
    async () => {
      const port = await freePort();
      let server = await startRedis(port);
      const redis = new Redis(`redis://127.0.0.1:${port}`, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
        retryStrategy: () => 100,
      });
      redis.on('error', () => {});
      await new Promise((resolve) => redis.once('ready', resolve));
      const { log, lines } = recordingLog();
      const incr = storeOf(redis, log);
      const key = '198.51.100.11';
      try {
        expect((await incr(key)).current).toBe(1);
        expect((await incr(key)).current).toBe(2);
        expect(await redis.get(`fullmakt-test-GET/oauth2/jwks-${key}`)).toBe('2');

        await stop(server);
        await vi.waitFor(() => expect(redis.status).not.toBe('ready'));
        // Counted here from the start of a window of its own, and answered.
        expect((await incr(key)).current).toBe(1);
        expect((await incr(key)).current).toBe(2);
        expect(lines).toEqual([`warn: ${redisAwayMessage}`]);

        // A fresh Redis (in memory only: the old counts are gone); counted there again.
        server = await startRedis(port);
        await vi.waitFor(() => expect(redis.status).toBe('ready'), { timeout: 5_000 });
        expect((await incr(key)).current).toBe(1);
        expect(lines).toEqual([
          `warn: ${redisAwayMessage}`,
          'info: Redis för hastighetsgränserna svarar igen; gränserna räknas gemensamt',
        ]);
      } finally {
        redis.disconnect();
        await stop(server);
      }
    },
    20_000,
  );
});
