import type { Redis } from 'ioredis';
import type { RemoteName } from '@fullmakt/shared/deployment';
import type { RedisWatch } from '../core/rate-limit-store';
import { asReleased, type DeploymentFile } from './deployment-file-schema';
import { changeDeploymentFile } from './deployment-store';

/** When a canary is withdrawn (README "Deploying one remote", FULLMAKT_CANARY_*). */
export interface CanaryGuard {
  /** By how many percentage points the canary's rate may exceed the stable's. */
  marginPercent: number;
  /** The window the rates are counted over. */
  windowMs: number;
  /** The canary is judged only once it has been loaded this often within the window. */
  minLoads: number;
}

export const defaultCanaryGuard: CanaryGuard = {
  marginPercent: 5,
  windowMs: 10 * 60_000,
  minLoads: 50,
};

/** What a browser reported about one release of one remote: loaded, failed to load, an error. */
export type ReleaseEvent = 'load' | 'failure' | 'error';

interface Rates {
  loads: number;
  failures: number;
  errors: number;
}

/** The reason a canary is withdrawn, or undefined while it holds up. */
export function judgeCanary(canary: Rates, stable: Rates, guard: CanaryGuard): string | undefined {
  if (canary.loads < guard.minLoads) {
    return undefined;
  }
  const rate = (count: number, loads: number) => (loads === 0 ? 0 : (100 * count) / loads);
  const percent = (value: number) => `${value.toFixed(1)} %`;
  for (const [what, count] of [
    ['load failures', 'failures'],
    ['browser errors', 'errors'],
  ] as const) {
    const ofCanary = rate(canary[count], canary.loads);
    const ofStable = rate(stable[count], stable.loads);
    if (ofCanary - ofStable > guard.marginPercent) {
      return `${what} ${percent(ofCanary)} of ${canary.loads} loads against the stable's ${percent(ofStable)} of ${stable.loads}, over the margin of ${guard.marginPercent} points in ${Math.round(guard.windowMs / 1000)} s`;
    }
  }
  return undefined;
}

/** What the log says while the canaries are counted per process because Redis is away. */
export const canaryRedisAwayMessage =
  'Redis för räkningen av kanarieversionerna svarar inte; rapporterna räknas i varje process för sig tills den svarar';

/** The counts of every process in the Redis they share (REDIS_URL), as the rate limits are. */
export interface SharedCanaryCounts {
  redis: Redis;
  /** Prefix of the keys; tests give each run its own. */
  keyPrefix: string;
  /** Told when Redis does not answer (counted in this process then) and when it answers again. */
  watch: RedisWatch;
}

/**
 * Adds one report to its release's one-second bucket and sums the canary's and the stable's
 * buckets within the window, dropping older ones: one script, so one round trip and no
 * report lost between two processes. A release's counts are a hash of `<l|f|e>:<second>`
 * fields that expires a window after its last report. The three keys share a hash tag.
 */
const countScript = `
local second = ARGV[1]
local kinds = {'l', 'f', 'e'}
for i = 1, 3 do
  local n = tonumber(ARGV[i + 1])
  if n > 0 then
    redis.call('HINCRBY', KEYS[1], kinds[i] .. ':' .. second, n)
  end
end
redis.call('PEXPIRE', KEYS[1], ARGV[6])
local since = tonumber(ARGV[5])
local function total(key)
  local sums = {l = 0, f = 0, e = 0}
  local old = {}
  local fields = redis.call('HGETALL', key)
  for i = 1, #fields, 2 do
    local kind, at = string.match(fields[i], '^([lfe]):(%d+)$')
    if kind and tonumber(at) >= since then
      sums[kind] = sums[kind] + tonumber(fields[i + 1])
    else
      old[#old + 1] = fields[i]
    end
  end
  if #old > 0 then
    redis.call('HDEL', key, unpack(old))
  end
  return {sums.l, sums.f, sums.e}
end
local canary = total(KEYS[2])
local stable = total(KEYS[3])
return {canary[1], canary[2], canary[3], stable[1], stable[2], stable[3]}`;

/** The counts one report adds: a failed load is a load too (the failure rate is per load tried). */
function countsOf(event: ReleaseEvent): Rates {
  return {
    loads: event === 'error' ? 0 : 1,
    failures: event === 'failure' ? 1 : 0,
    errors: event === 'error' ? 1 : 0,
  };
}

/** Counts per release in one-second buckets, in this process: a busy site adds to a bucket. */
function localCounts() {
  const buckets = new Map<string, Map<number, Rates>>();
  return {
    add(key: string, second: number, added: Rates): void {
      const ofRelease = buckets.get(key) ?? new Map<number, Rates>();
      buckets.set(key, ofRelease);
      const counts = ofRelease.get(second) ?? { loads: 0, failures: 0, errors: 0 };
      ofRelease.set(second, counts);
      counts.loads += added.loads;
      counts.failures += added.failures;
      counts.errors += added.errors;
    },
    total(key: string, since: number): Rates {
      const ofRelease = buckets.get(key) ?? new Map<number, Rates>();
      const total: Rates = { loads: 0, failures: 0, errors: 0 };
      for (const [second, counts] of ofRelease) {
        if (second < since) {
          ofRelease.delete(second);
          continue;
        }
        total.loads += counts.loads;
        total.failures += counts.failures;
        total.errors += counts.errors;
      }
      return total;
    },
    forget(key: string): void {
      buckets.delete(key);
    },
  };
}

function ratesOf(value: unknown): [Rates, Rates] | undefined {
  if (
    !Array.isArray(value) ||
    value.length !== 6 ||
    !value.every((n): n is number => typeof n === 'number')
  ) {
    return undefined;
  }
  const [cl, cf, ce, sl, sf, se] = value as [number, number, number, number, number, number];
  return [
    { loads: cl, failures: cf, errors: ce },
    { loads: sl, failures: sf, errors: se },
  ];
}

/**
 * Watches each remote's canary against its stable release (issue 29 item 5): counts the
 * loads, load failures and browser errors the browsers report per release in a sliding
 * window, and when the canary is worse than the stable by more than the margin, with at
 * least the minimum number of loads, withdraws it. The withdrawal is written to the
 * deployment file through its lock (deployment-store.ts), so every process stops handing
 * the canary out at its next request, and to the deploy log with the reason.
 *
 * With `shared` (REDIS_URL) the counts are kept in Redis, so every process judges what all
 * of them received, and a restart loses nothing: behind N processes a canary is judged at
 * its minimum number of loads, not at about N times it. While Redis does not answer, each
 * report is counted in this process and judged on this process's counts (logged through
 * `shared.watch`), as the rate limits are. Without it each process counts alone. Whichever
 * process finds the canary bad first withdraws it; the file's lock makes that once.
 */
export function createCanaryWatch(options: {
  deploymentFile: string;
  read: () => DeploymentFile | undefined;
  guard: CanaryGuard;
  /** Who the deploy log names: this server process. */
  who: string;
  now: () => number;
  onWithdrawn: (withdrawal: { remote: RemoteName; version: string; reason: string }) => void;
  onFailed: (error: unknown) => void;
  shared?: SharedCanaryCounts | undefined;
}): {
  record: (remote: RemoteName, version: string, event: ReleaseEvent) => void;
  /** Settles once the reports counted and the withdrawals under way are done (tests). */
  settled: () => Promise<void>;
} {
  const local = localCounts();
  const withdrawing = new Set<string>();
  const pending = new Set<Promise<void>>();
  const env = envOfFile(options.deploymentFile);
  const keyOf = (remote: RemoteName, version: string) => `${remote}\u0000${version}`;
  // One hash tag per environment and remote: the script's three keys are in one slot.
  const redisKeyOf = (remote: RemoteName, version: string) =>
    `${options.shared?.keyPrefix ?? ''}kanarie:{${env}:${remote}}:${version}`;

  function track(work: Promise<void>): void {
    const done = work.catch(options.onFailed).finally(() => pending.delete(done));
    pending.add(done);
  }

  function withdraw(remote: RemoteName, version: string, reason: string): void {
    const key = keyOf(remote, version);
    withdrawing.add(key);
    track(
      changeDeploymentFile(options.deploymentFile, (current) => {
        const entry = asReleased(current.remotes[remote]);
        if (entry?.canary?.version !== version) {
          return { refused: 'the canary was changed or withdrawn meanwhile' };
        }
        const { canary: _withdrawn, ...withoutCanary } = entry;
        return {
          next: { ...current, remotes: { ...current.remotes, [remote]: withoutCanary } },
          log: {
            at: new Date(options.now()).toISOString(),
            who: options.who,
            env,
            remote,
            action: 'withdraw',
            from: version,
            to: entry.stable,
            why: `canary withdrawn automatically: ${reason}`,
          },
        };
      })
        .then(async (result) => {
          if (result.ok) {
            // Its counts are spent: the same version set again is judged afresh.
            local.forget(key);
            options.onWithdrawn({ remote, version, reason });
            await options.shared?.redis.del(redisKeyOf(remote, version)).catch(() => undefined);
          }
        })
        .finally(() => {
          withdrawing.delete(key);
        }),
    );
  }

  function judge(remote: RemoteName, canaryVersion: string, canary: Rates, stable: Rates): void {
    if (withdrawing.has(keyOf(remote, canaryVersion))) {
      return;
    }
    const reason = judgeCanary(canary, stable, options.guard);
    if (reason) {
      withdraw(remote, canaryVersion, reason);
    }
  }

  return {
    record(remote, version, event) {
      // Only a canary and its stable are counted: without a canary nothing is kept.
      const entry = asReleased(options.read()?.remotes[remote]);
      const canary = entry?.canary;
      if (!entry || !canary) {
        return;
      }
      if (version !== canary.version && version !== entry.stable) {
        return;
      }
      const now = options.now();
      const second = Math.floor(now / 1000);
      const since = Math.floor((now - options.guard.windowMs) / 1000);
      const added = countsOf(event);
      const inProcess = () => {
        local.add(keyOf(remote, version), second, added);
        judge(
          remote,
          canary.version,
          local.total(keyOf(remote, canary.version), since),
          local.total(keyOf(remote, entry.stable), since),
        );
      };
      const shared = options.shared;
      if (!shared) {
        inProcess();
        return;
      }
      const away = (error: unknown) => {
        shared.watch.away(error);
        inProcess();
      };
      track(
        shared.redis
          .eval(
            countScript,
            3,
            redisKeyOf(remote, version),
            redisKeyOf(remote, canary.version),
            redisKeyOf(remote, entry.stable),
            second,
            added.loads,
            added.failures,
            added.errors,
            since,
            options.guard.windowMs + 1000,
          )
          .then((value) => {
            const rates = ratesOf(value);
            if (!rates) {
              away(new Error('Redis svarade inte med sex tal'));
              return;
            }
            shared.watch.back();
            judge(remote, canary.version, ...rates);
          }, away),
      );
    },
    settled: async () => {
      // A count under way may start a withdrawal: wait until nothing is left.
      while (pending.size > 0) {
        await Promise.all([...pending]);
      }
    },
  };
}

/** The environment a deployment file is of (deployment-store.ts names them so). */
function envOfFile(file: string): string {
  const name = file.split(/[\\/]/).at(-1) ?? '';
  return name === 'remotes.json' ? 'local' : (/^remotes\.(.+)\.json$/.exec(name)?.[1] ?? name);
}
