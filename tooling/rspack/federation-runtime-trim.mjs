import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';

/**
 * What the federation runtime carries for configurations no build here has, left out of the
 * page (issue 13: the start page's federation cost). Every page runs the bundler runtime
 * twice before its first render (the shell's main chunk and the remote's remoteEntry), so each
 * part costs twice. Each file below is replaced by a module of ours that does what the
 * original does for this configuration and throws where the original would do more;
 * `assertTrimmable` refuses a configuration that would need more. The originals are the
 * reviewed ones (their hashes): another release of the federation packages fails the build
 * here until the list is looked at again.
 *
 * Measured with `pnpm bench:web`'s builds (with the shell's manifest plugin in place of the
 * runtime's snapshot handling): shell main 28943 -> 24583 B gzipped, mfe-info's remoteEntry
 * 7852 -> 6514 B gzipped.
 */
const bundlerRuntimeFiles = [
  {
    // The plugin for shared tree shaking (shared fallbacks).
    file: 'init.js',
    sha256: '4fa02ee9e6b0b019',
    replacement: 'init.mjs',
  },
  {
    file: 'getSharedFallbackGetter.js',
    sha256: '0215ce1bd34fb434',
    replacement: 'get-shared-fallback-getter.mjs',
  },
  {
    // Eager shared modules.
    file: 'installInitialConsumes.js',
    sha256: '4e6efa9651c917d7',
    replacement: 'install-initial-consumes.mjs',
  },
  {
    // Remotes declared at build time: the shell has none (a remote declares none either,
    // and builds with `disableRemote`, which leaves this out by itself).
    file: 'remotes.js',
    sha256: '06ec06e547fc2a7a',
    replacement: 'remotes.mjs',
    roles: ['host'],
  },
];
/**
 * The runtime's snapshot registry, which turns manifests into snapshots: the shell reads a
 * manifest with its own runtime plugin (shell/src/runtime-plugin/manifest-plugin.ts).
 */
const runtimeCoreFiles = [
  {
    file: 'plugins/snapshot/SnapshotHandler.js',
    sha256: '75b26f07988459b5',
    replacement: 'snapshot-handler.mjs',
  },
  {
    // And the preloading from snapshots (preloadRemote).
    file: 'utils/preload.js',
    sha256: '195d4ee89d93f554',
    replacement: 'preload.mjs',
  },
];
/** The one-line English descriptions of the runtime's error codes. */
const errorDescriptions = {
  file: 'desc.mjs',
  sha256: 'a81578d5b6e3f852',
  replacement: 'error-descriptions.mjs',
};

const replacementsDir = fileURLToPath(new URL('./federation-runtime/', import.meta.url));

/** @param {string} file */
export function shortHash(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/**
 * The installed files the trim replaces, for an app (its own install of the federation
 * packages, the way Rspack's federation plugin resolves them).
 *
 * @param {string} appDir
 * @param {'host' | 'remote'} role
 */
export function trimmedRuntimeFiles(appDir, role) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const tools = require.resolve('@module-federation/runtime-tools');
  const bundlerRuntimeDir = path.dirname(
    require.resolve('@module-federation/webpack-bundler-runtime', { paths: [tools] }),
  );
  const runtime = require.resolve('@module-federation/runtime', { paths: [tools] });
  const runtimeCore = require.resolve('@module-federation/runtime-core', { paths: [runtime] });
  const runtimeCoreDir = path.dirname(runtimeCore);
  const errorCodesDir = path.dirname(
    require.resolve('@module-federation/error-codes', { paths: [runtimeCore] }),
  );
  return {
    files: [
      ...bundlerRuntimeFiles
        .filter((entry) => !entry.roles || entry.roles.includes(role))
        .map((entry) => ({ ...entry, original: path.join(bundlerRuntimeDir, entry.file) })),
      ...runtimeCoreFiles.map((entry) => ({
        ...entry,
        original: path.join(runtimeCoreDir, entry.file),
      })),
      { ...errorDescriptions, original: path.join(errorCodesDir, errorDescriptions.file) },
    ].map((entry) => ({ ...entry, replacement: path.join(replacementsDir, entry.replacement) })),
    updateOptions: path.join(bundlerRuntimeDir, 'updateOptions.js'),
  };
}

/**
 * Refuses to replace a file of another release than the one reviewed.
 *
 * @param {{ original: string, sha256: string }[]} files
 */
export function assertReviewed(files) {
  for (const { original, sha256 } of files) {
    const found = shortHash(original);
    if (found !== sha256) {
      throw new Error(
        `federation-runtime-trim: ${original} is not the reviewed file (sha256 ${found}, ` +
          `reviewed ${sha256}). Check that its replacement in tooling/rspack/federation-runtime ` +
          'still does what it does for this configuration, then record the new hash.',
      );
    }
  }
}

/**
 * Refuses federation options that would need what the trim leaves out.
 *
 * @param {{ shared?: Record<string, { eager?: boolean, treeShaking?: unknown }>, remotes?: unknown,
 *   experiments?: { optimization?: { disableSnapshot?: boolean, disableRemote?: boolean } } }} options
 * @param {'host' | 'remote'} role
 */
export function assertTrimmable(options, role) {
  // The runtime's snapshot plugins use the snapshot registry; a build that loads remotes
  // (the shell) leaves them out, a build that loads none registers none.
  const optimization = options.experiments?.optimization ?? {};
  if (!optimization.disableSnapshot && !optimization.disableRemote) {
    throw new Error(
      'federation-runtime-trim: the runtime snapshot plugins need disableSnapshot (or disableRemote)',
    );
  }
  for (const [name, config] of Object.entries(options.shared ?? {})) {
    if (config.eager) {
      throw new Error(`federation-runtime-trim: ${name} is shared eagerly`);
    }
    if (config.treeShaking) {
      throw new Error(`federation-runtime-trim: ${name} is shared with tree shaking`);
    }
  }
  const remotes = options.remotes ?? {};
  if (
    role === 'host' &&
    (Array.isArray(remotes) ? remotes.length > 0 : Object.keys(remotes).length > 0)
  ) {
    throw new Error('federation-runtime-trim: the shell declares remotes at build time');
  }
}

/**
 * The replacements for one app's build: a plugin and the alias its replacement for
 * installInitialConsumes imports the original's option update by.
 *
 * @param {string} appDir
 * @param {'host' | 'remote'} role
 */
export function federationRuntimeTrim(appDir, role) {
  const { files, updateOptions } = trimmedRuntimeFiles(appDir, role);
  assertReviewed(files);
  return {
    alias: { 'fullmakt-federation-update-options$': updateOptions },
    plugins: files.map(
      ({ original, replacement }) =>
        new rspack.NormalModuleReplacementPlugin(
          new RegExp(`^${original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
          replacement,
        ),
    ),
  };
}
