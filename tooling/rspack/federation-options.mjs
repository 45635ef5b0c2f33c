import path from 'node:path';
import { sharedSingletons } from './shared-singletons.mjs';

const byId = (a, b) => {
  const key = (entry) => String(entry.id ?? entry.name ?? entry.path ?? '');
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
};

/**
 * The manifest's lists in one order (issue 29 item 1: the same commit gives the same bytes).
 * The plugin lists a remote's shared packages in the order its build happened to meet them,
 * which differed between two builds of one commit (mfe-organisation: `@fullmakt/shared/api`
 * and `@tanstack/react-query` swapped); the runtime reads them by name, so the order is ours.
 *
 * @template {{ shared?: unknown[], remotes?: unknown[], exposes?: unknown[] }} T
 * @param {T} stats
 * @returns {T}
 */
export function inStableOrder(stats) {
  const sorted = (list) =>
    Array.isArray(list)
      ? [...list]
          .map((entry) =>
            entry && typeof entry === 'object' && Array.isArray(entry.usedIn)
              ? { ...entry, usedIn: [...entry.usedIn].sort() }
              : entry,
          )
          .sort(byId)
      : list;
  return {
    ...stats,
    shared: sorted(stats.shared),
    remotes: sorted(stats.remotes),
    exposes: sorted(stats.exposes),
  };
}

/**
 * The Module Federation options of the shell (`host`) and of each remote: one place, so the
 * build (index.mjs) and the tests of what the trimmed runtime needs
 * (federation-runtime-trim.test.mjs) read the same.
 *
 * @param {{ appDir: string, name: string, role: 'host' | 'remote', exposes?: Record<string, string>,
 *   externalRuntime: boolean, sharedVersion?: string }} options
 */
export function federationOptions({
  appDir,
  name,
  role,
  exposes = {},
  externalRuntime,
  sharedVersion,
}) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(appDir, role, {
      sharedVersion,
    }),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    manifest:
      role === 'remote'
        ? { fileName: 'mf-manifest.json', additionalData: ({ stats }) => inStableOrder(stats) }
        : false,
    dts: false,
    runtimePlugins:
      role === 'host'
        ? [
            path.join(appDir, 'src/runtime-plugin/retry-plugin.ts'),
            // In place of the runtime's snapshot plugins (disableSnapshot below).
            path.join(appDir, 'src/runtime-plugin/manifest-plugin.ts'),
          ]
        : [],
    experiments: {
      optimization: {
        // Browser only: leave out the runtime's Node.js code paths.
        target: /** @type {const} */ ('web'),
        // A remote loads no remotes of its own (only the shell does, by loadRemote),
        // so its remoteEntry leaves out the bundler runtime's remote loading.
        disableRemote: role === 'remote',
        // The host reads a remote's mf-manifest.json with a plugin of its own
        // (shell/src/runtime-plugin/manifest-plugin.ts) instead of the runtime's
        // snapshot and preload-assets plugins.
        disableSnapshot: role === 'host',
      },
      ...(externalRuntime
        ? role === 'host'
          ? { provideExternalRuntime: true }
          : { externalRuntime: true }
        : {}),
    },
  };
}
