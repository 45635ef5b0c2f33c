import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';

/**
 * The modules that must exist once in the page. The shell provides them; a remote only
 * consumes (`import: false`), so it never carries a second React or a second store.
 * `requiredVersion` comes from the installed package itself, never from `workspace:*`.
 */
const singletonPackages = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  '@tanstack/react-query',
  '@fullmakt/shared',
];

/**
 * Subpath imports that resolve to their own module and so must be shared on their own.
 * `@fullmakt/shared/api` (the API client and server state) is a second entry of the
 * shared package, kept apart so a public page loads neither axios nor react-query; as its
 * own singleton it still exists once, and its modules and the root's are one set in the
 * shell's share scope (composition-singletons.spec.ts checks both).
 */
const singletonSubpaths = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
  '@fullmakt/shared': ['@fullmakt/shared/api'],
};

function installedVersion(appDir, pkg) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')).version;
}

/**
 * @param {string} appDir the app's folder (for resolving its installed versions)
 * @param {'host' | 'remote'} role
 */
export function sharedSingletons(appDir, role) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const pkg of singletonPackages) {
    const version = installedVersion(appDir, pkg);
    const config = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(role === 'remote' ? { import: false } : {}),
    };
    shared[pkg] = config;
    for (const subpath of singletonSubpaths[pkg] ?? []) {
      shared[subpath] = { ...config, packageName: pkg };
    }
  }
  return shared;
}
