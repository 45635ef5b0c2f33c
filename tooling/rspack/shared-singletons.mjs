import { createRequire } from 'node:module';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
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
 * `@fullmakt/shared/first-view` (what the shell's frame and the public pages need, without
 * classic zod) is a fourth: the root re-exports it from the same modules, so a page that
 * loads both still has one of each store.
 */
const singletonSubpaths = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
  '@fullmakt/shared': [
    '@fullmakt/shared/first-view',
    '@fullmakt/shared/api',
    '@fullmakt/shared/flode',
  ],
};

/** The browser-side react-router the shell provides (see react-router-browser.mjs). */
export const reactRouterBrowser = fileURLToPath(
  new URL('./react-router-browser.mjs', import.meta.url),
);

/**
 * react-router's own ES module entry, for the facade's `react-router-complete` alias: the
 * facade re-exports by name, so what it leaves out is left out of the build.
 * The package's exports name only its development build (dev warnings on); it ships the
 * same code with them off in `dist/production`, which a production build takes.
 *
 * @param {string} appDir
 * @param {{ production?: boolean }} [options]
 */
export function reactRouterEsmEntry(appDir, options = {}) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifestPath = require.resolve('react-router/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = path.join(path.dirname(manifestPath), manifest.exports['.'].import.default);
  const productionEntry = entry.replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  );
  return options.production && existsSync(productionEntry) ? productionEntry : entry;
}

function installedVersion(appDir, pkg) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')).version;
}

/**
 * The releases of @fullmakt/shared a build runs on: its own or a later one of the same
 * major. The package's version rule (shared/README.md) keeps every minor compatible, also
 * below 1.0, where npm's caret would refuse every newer minor.
 *
 * @param {string} version
 */
export function sharedPackageRange(version) {
  const match = /^(\d+)\.\d+\.\d+$/.exec(version);
  if (!match) {
    throw new Error(`@fullmakt/shared: not a release version: ${version}`);
  }
  return `>=${version} <${Number(match[1]) + 1}.0.0`;
}

/**
 * @param {string} appDir the app's folder (for resolving its installed versions)
 * @param {'host' | 'remote'} role
 * @param {{ sharedVersion?: string }} [options] a remote built as if against another
 *   release of @fullmakt/shared (FULLMAKT_SHARED_VERSION: the e2e compatibility test)
 */
export function sharedSingletons(appDir, role, options = {}) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const pkg of singletonPackages) {
    const ownPackage = pkg === '@fullmakt/shared';
    const version =
      ownPackage && role === 'remote' && options.sharedVersion
        ? options.sharedVersion
        : installedVersion(appDir, pkg);
    const config = {
      singleton: true,
      requiredVersion: ownPackage ? sharedPackageRange(version) : `^${version}`,
      version,
      // A remote that needs another major of the shared package is refused (its outlet
      // shows the shell's message) instead of running against exports it does not know.
      ...(ownPackage ? { strictVersion: true } : {}),
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
