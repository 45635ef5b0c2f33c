import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Where the rate limits count: in Redis shared by every process, or in each process alone. */
export interface SharedRateLimits {
  /** redis://… (REDIS_URL). */
  url: string;
  /** Prefix of the counters' keys; tests give each run its own. */
  keyPrefix?: string;
}

/**
 * The options of @fastify/rate-limit for a Redis shared by every process, so two processes
 * behind one load balancer allow a client the limit once, not once each. A Redis that is
 * away fails no request: a command fails at once (no queue while disconnected, one try) and
 * the limit is skipped for it (skipOnError), so an outage of Redis costs the limits, never
 * the service; the client reconnects on its own, and the errors are logged.
 */
export async function sharedRateLimitOptions(
  shared: SharedRateLimits,
  log: FastifyBaseLogger,
): Promise<{ redis: Redis; nameSpace: string; skipOnError: true }> {
  const redis = new Redis(shared.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  let lastLogged = 0;
  redis.on('error', (error: NodeJS.ErrnoException) => {
    // ioredis reports every failed reconnect; once a minute in the log is enough.
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      log.warn(
        { kod: error.code },
        'Redis för hastighetsgränserna svarar inte; gränserna hoppas över',
      );
    }
  });
  // Without an offline queue, a request before the connection is up would skip its limit:
  // wait for it at start (a Redis that is away does not hold the start up for long).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { redis, nameSpace: shared.keyPrefix ?? 'fullmakt-rl-', skipOnError: true };
}
