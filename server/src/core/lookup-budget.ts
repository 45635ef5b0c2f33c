import type { Redis } from 'ioredis';
import type { RedisWatch } from './rate-limit-store';

/** The window every caller's budget of person lookups is counted in. */
export const LOOKUP_WINDOW_MS = 60_000;

/**
 * One budget per signed-in caller for looking people up in the population register, shared
 * by every path that does (the lookup, starting a draft, saving a draft, sending it for
 * signature): each person looked up costs one, however many a request carries. `take`
 * answers false, and takes nothing, when the window has less left than asked.
 */
export interface LookupBudget {
  take(callerId: string, count: number): Promise<boolean>;
}

/** Counted in this process alone (no Redis): a fixed window per caller. */
export function memoryLookupBudget(max: number, now: () => Date): LookupBudget {
  const windows = new Map<string, { start: number; used: number }>();
  let swept = 0;
  return {
    async take(callerId, count) {
      const at = now().getTime();
      // Ended windows are dropped once a window, so the map holds about a minute's callers.
      // Stryker disable all: equivalent: the sweep bounds the memory only; no answer depends on it (an ended window is replaced where it is read below).
      if (at - swept >= LOOKUP_WINDOW_MS) {
        swept = at;
        for (const [key, w] of windows) {
          if (at - w.start >= LOOKUP_WINDOW_MS) {
            windows.delete(key);
          }
        }
      }
      // Stryker restore all
      const current = windows.get(callerId);
      const w = current && at - current.start < LOOKUP_WINDOW_MS ? current : { start: at, used: 0 };
      // Refused, nothing is taken and no window starts: the window starts with the first
      // lookup taken, as the Redis budget's does.
      if (w.used + count > max) {
        return false;
      }
      windows.set(callerId, { start: w.start, used: w.used + count });
      return true;
    },
  };
}

/**
 * Reads the caller's count, refuses without adding when the request would pass the limit,
 * else adds it; the window starts with the first lookup. One script, so two processes
 * cannot both take the last lookups.
 */
const takeScript = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local count = tonumber(ARGV[1])
if used + count > tonumber(ARGV[2]) then return 0 end
if redis.call('INCRBY', KEYS[1], count) == count then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
end
return 1`;

/**
 * Counted in the Redis every process shares (REDIS_URL), as the other rate limits are, so
 * behind a load balancer a caller has the budget once. While Redis does not answer the
 * budget is counted in this process alone (`fallback`), as the other rate limits are
 * (rate-limit-store.ts): an outage costs neither the service nor the limit.
 */
export function redisLookupBudget(
  redis: Redis,
  keyPrefix: string,
  max: number,
  watch: RedisWatch,
  fallback: LookupBudget,
): LookupBudget {
  return {
    async take(callerId, count) {
      try {
        const ok = await redis.eval(
          takeScript,
          1,
          `${keyPrefix}uppslag:${callerId}`,
          count,
          max,
          LOOKUP_WINDOW_MS,
        );
        return ok === 1;
      } catch (error) {
        watch.away(error);
        return fallback.take(callerId, count);
      }
    },
  };
}
