// @vitest-environment node
import { Redis } from 'ioredis';
import { LOOKUP_WINDOW_MS, memoryLookupBudget, redisLookupBudget } from './lookup-budget';

/**
 * SPEC §5 Proxy person ('Personuppgifter kunde inte hämtas. Försök igen senare.' past the
 * budget): the budget of person lookups per caller and window, counted in this process.
 */
describe('lookup budget per caller and window (SPEC §5 lookup failure past the limit)', () => {
  let at = 0;
  const clock = () => new Date(at);
  beforeEach(() => {
    at = 1_000_000;
  });

  it('takes up to the limit exactly; a request over it takes nothing', async () => {
    const budget = memoryLookupBudget(3, clock);
    expect(await budget.take('a', 2)).toBe(true);
    expect(await budget.take('a', 2)).toBe(false);
    expect(await budget.take('a', 1)).toBe(true);
    expect(await budget.take('a', 1)).toBe(false);
  });

  it('one budget per caller', async () => {
    const budget = memoryLookupBudget(1, clock);
    expect(await budget.take('a', 1)).toBe(true);
    expect(await budget.take('b', 1)).toBe(true);
    expect(await budget.take('a', 1)).toBe(false);
  });

  it('a new window starts a whole window after the first lookup, not a moment before', async () => {
    const budget = memoryLookupBudget(1, clock);
    expect(await budget.take('a', 1)).toBe(true);
    at += LOOKUP_WINDOW_MS - 1;
    expect(await budget.take('a', 1)).toBe(false);
    at += 1;
    expect(await budget.take('a', 1)).toBe(true);
    expect(await budget.take('a', 1)).toBe(false);
  });

  it('a refused request does not move the window', async () => {
    const budget = memoryLookupBudget(1, clock);
    expect(await budget.take('a', 1)).toBe(true);
    at += LOOKUP_WINDOW_MS / 2;
    expect(await budget.take('a', 1)).toBe(false);
    at += LOOKUP_WINDOW_MS / 2;
    expect(await budget.take('a', 1)).toBe(true);
  });

  it('the window starts with the first lookup taken: a refused request starts none', async () => {
    const budget = memoryLookupBudget(2, clock);
    expect(await budget.take('a', 3)).toBe(false);
    at += 1;
    expect(await budget.take('a', 2)).toBe(true);
    at += LOOKUP_WINDOW_MS - 1;
    expect(await budget.take('a', 1)).toBe(false);
    at += 1;
    expect(await budget.take('a', 1)).toBe(true);
  });

  it('a window ends a whole window after its first lookup, also before a sweep drops it', async () => {
    const budget = memoryLookupBudget(1, clock);
    expect(await budget.take('b', 1)).toBe(true);
    at += LOOKUP_WINDOW_MS / 2;
    expect(await budget.take('a', 1)).toBe(true);
    at += LOOKUP_WINDOW_MS / 2;
    // The sweep runs now, while a's window still runs; the next runs a window later.
    expect(await budget.take('c', 1)).toBe(true);
    at += LOOKUP_WINDOW_MS / 2 - 1;
    expect(await budget.take('a', 1)).toBe(false);
    at += 1;
    expect(await budget.take('a', 1)).toBe(true);
  });

  it('ended windows are swept, and the sweep leaves windows still running', async () => {
    const budget = memoryLookupBudget(1, clock);
    expect(await budget.take('a', 1)).toBe(true);
    at += LOOKUP_WINDOW_MS / 2;
    expect(await budget.take('b', 1)).toBe(true);
    at += LOOKUP_WINDOW_MS / 2;
    // The sweep runs now: a's window ended (dropped), b's runs on (kept, still used up).
    expect(await budget.take('c', 1)).toBe(true);
    expect(await budget.take('b', 1)).toBe(false);
    expect(await budget.take('a', 1)).toBe(true);
  });
});

describe('the shared lookup budget with its Redis away (issue 30 item 3)', () => {
  it('counts in this process instead: the budget holds, and the watch hears of it', async () => {
    // Never connected, no offline queue: every command fails at once, as with Redis down.
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    const away: unknown[] = [];
    const budget = redisLookupBudget(
      redis,
      'fullmakt-test-',
      2,
      { away: (error) => away.push(error), back: () => undefined },
      memoryLookupBudget(2, () => new Date(1_000_000)),
    );
    expect(await budget.take('a', 1)).toBe(true);
    expect(await budget.take('a', 1)).toBe(true);
    expect(await budget.take('a', 1)).toBe(false);
    expect(away).toHaveLength(3);
    redis.disconnect();
  });
});
