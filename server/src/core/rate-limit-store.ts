import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/** Where the rate limits count: in Redis shared by every process, or in each process alone. */
export interface SharedRateLimits {
  /** redis://… (REDIS_URL). */
  url: string;
  /** Prefix of the counters' keys; tests give each run its own. */
  keyPrefix?: string;
}

/** The text the log carries while Redis is away (the production shape's fault test reads it). */
export const redisAwayMessage =
  'Redis för hastighetsgränserna svarar inte; gränserna räknas i varje process för sig tills den svarar';

/** A fixed window per key: the count and when the window ends (ms). */
interface Window {
  count: number;
  ends: number;
}

/**
 * Counts in this process alone: the fallback while Redis is away, so a limit holds per
 * process (twice as wide behind two processes) instead of not at all. Ended windows are
 * dropped once a window's length, so the map holds about one window of clients.
 */
class LocalWindows {
  private readonly windows = new Map<string, Window>();
  private swept = 0;

  incr(key: string, timeWindow: number, at: number): { current: number; ttl: number } {
    if (at - this.swept >= timeWindow) {
      this.swept = at;
      for (const [k, w] of this.windows) {
        if (w.ends <= at) {
          this.windows.delete(k);
        }
      }
    }
    const current = this.windows.get(key);
    const w = current && current.ends > at ? current : { count: 0, ends: at + timeWindow };
    w.count += 1;
    this.windows.set(key, w);
    return { current: w.count, ttl: w.ends - at };
  }
}

/** One count per key in a window that starts with its first request; one script, so atomic. */
const incrScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/**
 * Whether the shared Redis answers, as the rate limits (or, with its own texts, the canary
 * watch) have seen it: falling back and coming back are logged, the first at most once a
 * minute (ioredis reports every failed reconnect).
 */
export interface RedisWatch {
  away(error: unknown): void;
  back(): void;
}

export function redisWatch(
  log: FastifyBaseLogger,
  now: () => number = Date.now,
  texts: { away: string; back: string } = {
    away: redisAwayMessage,
    back: 'Redis för hastighetsgränserna svarar igen; gränserna räknas gemensamt',
  },
): RedisWatch {
  let lastWarned = -Infinity;
  let isAway = false;
  return {
    away(error) {
      isAway = true;
      if (now() - lastWarned >= 60_000) {
        lastWarned = now();
        const kod = (error as NodeJS.ErrnoException | undefined)?.code ?? String(error);
        log.warn({ kod }, texts.away);
      }
    },
    back() {
      if (isAway) {
        isAway = false;
        log.info(texts.back);
      }
    },
  };
}

type Counted = { current: number; ttl: number };

/**
 * A store for @fastify/rate-limit that counts in the Redis every process shares, and in
 * this process alone while Redis does not answer: an outage of Redis narrows each limit to
 * one process's view of it (behind two processes a client gets it twice), never costs a
 * request (no 5xx) and never drops the limit altogether.
 */
export function redisStoreWithLocalFallback(
  redis: Redis,
  nameSpace: string,
  watch: RedisWatch,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  class FallbackStore {
    private readonly local = new LocalWindows();

    constructor(private readonly prefix: string) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
    ): void {
      const locally = (error: unknown) => {
        watch.away(error);
        callback(null, this.local.incr(key, timeWindow, now()));
      };
      // Not connected: count here at once (with no offline queue a command would fail anyway).
      if (redis.status !== 'ready') {
        locally(new Error(`Redis: ${redis.status}`));
        return;
      }
      redis.eval(incrScript, 1, `${this.prefix}${key}`, timeWindow).then((value) => {
        const result = counted(value);
        if (!result) {
          locally(new Error('Redis svarade inte med [antal, ttl]'));
          return;
        }
        watch.back();
        callback(null, result);
      }, locally);
    }

    /** One store per route, as the plugin's own Redis store keys them. */
    child(options: { routeInfo?: { method?: unknown; url?: unknown } }): FallbackStore {
      const method = String(options.routeInfo?.method ?? '');
      const url = String(options.routeInfo?.url ?? '');
      return new FallbackStore(`${this.prefix}${method}${url}-`);
    }
  }
  // The plugin calls the constructor with its options; the root store needs none of them.
  const Root = class extends FallbackStore {
    constructor() {
      super(nameSpace);
    }
  };
  return Root as unknown as FastifyRateLimitStoreCtor;
}

function counted(value: unknown): Counted | undefined {
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number'
  ) {
    return { current: value[0], ttl: value[1] };
  }
  return undefined;
}

/**
 * The options of @fastify/rate-limit for a Redis shared by every process, so two processes
 * behind one load balancer allow a client the limit once, not once each. A Redis that is
 * away fails no request: a command fails at once (no queue while disconnected, one try, a
 * short timeout) and the request is counted in this process instead (the store above); the
 * client reconnects on its own. `watch` is shared with the person-lookup budget.
 */
export async function sharedRateLimitOptions(
  shared: SharedRateLimits,
  log: FastifyBaseLogger,
): Promise<{
  redis: Redis;
  nameSpace: string;
  store: FastifyRateLimitStoreCtor;
  watch: RedisWatch;
}> {
  const redis = new Redis(shared.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A Redis that hangs rather than refuses counts as away after this.
    commandTimeout: 1_000,
    lazyConnect: false,
  });
  const watch = redisWatch(log);
  // Logged when Redis goes away even while no limited route is asked for.
  redis.on('error', (error) => watch.away(error));
  // Before the connection is up a request would be counted locally: wait for it at start
  // (a Redis that is away does not hold the start up for long).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const nameSpace = shared.keyPrefix ?? 'fullmakt-rl-';
  return { redis, nameSpace, watch, store: redisStoreWithLocalFallback(redis, nameSpace, watch) };
}
