import type { RemoteName } from '@fullmakt/shared/deployment';
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

/**
 * Watches each remote's canary against its stable release (issue 29 item 5): counts the
 * loads, load failures and browser errors the browsers report per release in a sliding
 * window, and when the canary is worse than the stable by more than the margin, with at
 * least the minimum number of loads, withdraws it. The withdrawal is written to the
 * deployment file through its lock (deployment-store.ts), so every process stops handing
 * the canary out at its next request, and to the deploy log with the reason. Each process
 * judges the reports it received; the first to find the canary bad withdraws it.
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
}): {
  record: (remote: RemoteName, version: string, event: ReleaseEvent) => void;
  /** Settles once the withdrawals under way are written (tests). */
  settled: () => Promise<void>;
} {
  // Counts per release in one-second buckets: a busy site adds to a bucket, not to a list.
  const buckets = new Map<string, Map<number, Rates>>();
  const withdrawing = new Set<string>();
  const pending = new Set<Promise<void>>();
  const keyOf = (remote: RemoteName, version: string) => `${remote}\u0000${version}`;

  function rates(remote: RemoteName, version: string): Rates {
    const since = Math.floor((options.now() - options.guard.windowMs) / 1000);
    const ofRelease = buckets.get(keyOf(remote, version)) ?? new Map<number, Rates>();
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
  }

  function withdraw(remote: RemoteName, version: string, reason: string): void {
    const key = keyOf(remote, version);
    withdrawing.add(key);
    const done = changeDeploymentFile(options.deploymentFile, (current) => {
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
          env: envOfFile(options.deploymentFile),
          remote,
          action: 'withdraw',
          from: version,
          to: entry.stable,
          why: `canary withdrawn automatically: ${reason}`,
        },
      };
    })
      .then((result) => {
        if (result.ok) {
          // Its counts are spent: the same version set again is judged afresh.
          buckets.delete(key);
          options.onWithdrawn({ remote, version, reason });
        }
      })
      .catch(options.onFailed)
      .finally(() => {
        withdrawing.delete(key);
        pending.delete(done);
      });
    pending.add(done);
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
      const key = keyOf(remote, version);
      const ofRelease = buckets.get(key) ?? new Map<number, Rates>();
      buckets.set(key, ofRelease);
      const second = Math.floor(options.now() / 1000);
      const counts = ofRelease.get(second) ?? { loads: 0, failures: 0, errors: 0 };
      ofRelease.set(second, counts);
      // A failed load is a load too: the failure rate is failures per load tried.
      counts.loads += event === 'error' ? 0 : 1;
      counts.failures += event === 'failure' ? 1 : 0;
      counts.errors += event === 'error' ? 1 : 0;
      if (withdrawing.has(keyOf(remote, canary.version))) {
        return;
      }
      const reason = judgeCanary(
        rates(remote, canary.version),
        rates(remote, entry.stable),
        options.guard,
      );
      if (reason) {
        withdraw(remote, canary.version, reason);
      }
    },
    settled: async () => {
      await Promise.all([...pending]);
    },
  };
}

/** The environment a deployment file is of (deployment-store.ts names them so). */
function envOfFile(file: string): string {
  const name = file.split(/[\\/]/).at(-1) ?? '';
  return name === 'remotes.json' ? 'local' : (/^remotes\.(.+)\.json$/.exec(name)?.[1] ?? name);
}
