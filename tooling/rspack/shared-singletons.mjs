import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
 * shell's share scope (composition-singletons.spec.ts checks both). `@fullmakt/shared/flode`
 * (the one create and share flow of the three grantor and holder remotes) is a third.
 */
const singletonSubpaths = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
  '@fullmakt/shared': ['@fullmakt/shared/api', '@fullmakt/shared/flode'],
};

/** The browser-side react-router the shell provides (see react-router-browser.mjs). */
export const reactRouterBrowser = fileURLToPath(
  new URL('./react-router-browser.mjs', import.meta.url),
);

/**
 * react-router's own ES module entry, for the facade's `react-router-complete` alias: the
 * facade re-exports by name, so what it leaves out is left out of the build.
 *
 * @param {string} appDir
 */
export function reactRouterEsmEntry(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifestPath = require.resolve('react-router/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), manifest.exports['.'].import.default);
}

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
    // The shell provides react-router as its browser-side facade (react-router-browser.mjs).
    shared[pkg] =
      pkg === 'react-router' && role === 'host'
        ? { ...config, import: reactRouterBrowser }
        : config;
    for (const subpath of singletonSubpaths[pkg] ?? []) {
      shared[subpath] = { ...config, packageName: pkg };
    }
  }
  return shared;
}
