import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { fileURLToPath } from 'node:url';
import { BundledPackagesPlugin } from './bundled-packages-plugin.mjs';
import { compileHintsPlugin } from './compile-hints.mjs';
import { SharedVersionPlugin } from './shared-version-plugin.mjs';
import { afterFirstPaintPage, FirstRenderPreloadPlugin } from './first-render-preload-plugin.mjs';
import { assertTrimmable, federationRuntimeTrim } from './federation-runtime-trim.mjs';
import { portableFederationEntry } from './portable-federation-entry.mjs';
import { entryModules } from './first-view-modules.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { remoteBuildExtensions } from './remote-build-extensions.mjs';
import { federationOptions } from './federation-options.mjs';
import { reactRouterEsmEntry } from './shared-singletons.mjs';

/** Needed only when a page signs in or holds a session (shell/src/auth/auth.ts). */
const signInModules = /[\\/]node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/;
/** Needed only by pages that talk to the API (`@fullmakt/shared/api`). */
const apiModules =
  /[\\/]node_modules[\\/](axios|@tanstack)[\\/]|[\\/]shared[\\/]src[\\/](api[\\/]|api-entry\.ts$|store[\\/]server-state[\\/])/;
/**
 * Needed only by the pages of a create or share flow (`@fullmakt/shared/flode`), with the
 * design system's form, list and flow components it exports (shared/src/ui/skjema.ts).
 */
const flodeModules =
  /[\\/]shared[\\/]src[\\/](flode[\\/]|ui[\\/](skjema\.ts|(Tag|Spinner|Pagination|Tabell|SearchField|Fieldset|Checkbox|ErrorSummary|ConfirmDialog|TextFalt|DateField|Select|RadioVal|WizardProgress|HistorikLista|FaltRam)\.tsx)$)/;
/**
 * The style sheets of every page's first render: the design system (`@fullmakt/shared/ui`,
 * its tokens and component styles) and the shell's frame. One file, so they cost one request.
 */
const firstRenderStyles =
  /[\\/]shared[\\/]src[\\/]ui[\\/].*\.css$|[\\/]shell[\\/]src[\\/]styles[\\/].*\.css$/;
/**
 * The files of the shared package's first-view entry (`@fullmakt/shared/first-view`): the
 * stores, texts and frame every page's first render needs, with no classic zod.
 */
const firstViewFiles = entryModules(
  fileURLToPath(new URL('../../shared/src/first-view.ts', import.meta.url)),
);
/**
 * zod: the first view checks its edges with zod/mini; the root entry's schemas use the
 * classic API. Both run on zod's core, and a build keeps the whole of a module that any
 * of its users needs: in one copy the classic API would bring all of the core (18 KB
 * gzipped) to the first view. So zod/mini and the core under it are a copy of their own,
 * a layer (an import from a module in a layer stays in it), of which the build keeps only
 * what mini's schemas use; the classic API's copy travels with the root entry. The two
 * copies agree: zod keeps its settings on globalThis and recognises a schema by its traits.
 */
const zodModules = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/;
const zodMini =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/](v4[\\/])?mini[\\/]/;
const zodMiniLayer = 'zod-mini';
/**
 * Needed only once the root entry is (a signed-in remote, the API client, the flow): the
 * shared package's other files — its domain schemas, the check of a stored wizard.
 */
function sharedRootModule(resource) {
  return (
    /[\\/]shared[\\/]src[\\/]/.test(resource) &&
    !/\.css$/.test(resource) &&
    !firstViewFiles.has(resource)
  );
}
/**
 * A translation (issue 33): the shared package's English catalogs and the shell's own
 * (shell/src/oversattning), and Lingui, which formats them (with moo, the lexer of its message parser). Reached only by the dynamic
 * imports of shared/src/i18n/sidans-sprak.ts, so a page in Swedish loads none of it; left
 * to the other groups, Lingui would travel in the libraries chunk of every page (4.1 KB
 * gzipped, measured) and the catalogs in shared-root.
 */
const translationModules =
  /[\\/]shell[\\/]src[\\/]oversattning[\\/]en\.json$|[\\/]shared[\\/]src[\\/](texts[\\/]en[\\/]|i18n[\\/]lingui-oversattare\.ts$)|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(@lingui|@messageformat|moo)[\\/]/;

/**
 * The pseudo-locale's translator (issue 33 item 5, shared/src/i18n/pseudo-sprak.ts), only
 * ever loaded outside production, by a page whose `<html lang>` is `en-XA`: a chunk of its
 * own, neither in the first view (a shared file would go to the libraries chunk) nor with
 * the English catalogs.
 */
const pseudoTranslationModules = /[\\/]shared[\\/]src[\\/]i18n[\\/]pseudo-(oversattare|text)\.ts$/;

/** Libraries, the shared package's first-view entry, and the react-router facade the shell shares. */
const libraryModules =
  /[\\/]node_modules[\\/]|[\\/]shared[\\/]src[\\/]|[\\/]react-router-browser\.mjs$/;

/**
 * How the shell's libraries travel (both build modes). What the first render of every page
 * needs (React, the router, zustand, zod/mini and the shared package's first-view entry)
 * comes in one long-cached chunk, so it costs one request, and a shell deploy that changes
 * only its own code leaves it cached. The sign-in library, the API client (axios,
 * react-query, `@fullmakt/shared/api`), the create flow (`@fullmakt/shared/flode`) and the
 * rest of the shared package's root entry (its schemas, classic zod) come in chunks of
 * their own, loaded only by a page that needs them: with Module Federation a provided
 * singleton's chunk loads when it is first used.
 */
const hostChunks = {
  chunks: 'async',
  cacheGroups: {
    pseudoTranslation: {
      test: pseudoTranslationModules,
      name: 'pseudo-oversattning',
      chunks: 'async',
      enforce: true,
      priority: 60,
    },
    translation: {
      test: translationModules,
      name: 'oversattning',
      chunks: 'async',
      enforce: true,
      priority: 50,
    },
    signIn: { test: signInModules, name: 'sign-in', chunks: 'async', enforce: true, priority: 30 },
    flode: { test: flodeModules, name: 'flode', chunks: 'async', enforce: true, priority: 25 },
    api: { test: apiModules, name: 'api', chunks: 'async', enforce: true, priority: 20 },
    // The classic API's copy of zod (see zodMini): only the root entry's schemas use it.
    zodClassic: {
      test: zodModules,
      layer: (layer) => layer !== zodMiniLayer,
      name: 'shared-root',
      chunks: 'async',
      enforce: true,
      priority: 15,
    },
    sharedRoot: {
      test: (module) => sharedRootModule(module.resource ?? ''),
      name: 'shared-root',
      chunks: 'async',
      enforce: true,
      priority: 15,
    },
    // Named like the libraries' chunk: the same chunk, so its CSS file holds both the design
    // system's styles and the shell's (they were two requests before the first render).
    firstRenderStyles: {
      test: firstRenderStyles,
      name: 'libraries',
      chunks: 'async',
      enforce: true,
      priority: 40,
    },
    firstRender: {
      test: (module) =>
        libraryModules.test(module.resource ?? '') &&
        !signInModules.test(module.resource ?? '') &&
        !flodeModules.test(module.resource ?? '') &&
        !apiModules.test(module.resource ?? ''),
      name: 'libraries',
      chunks: 'async',
      enforce: true,
      priority: 10,
    },
  },
};

/**
 * Rspack's federation plugin imports its runtime packages by their CommonJS files, which
 * cannot be tree-shaken. Each also ships an ES module build of the same code: resolving
 * those instead lets the build drop what the page never calls.
 */
function federationRuntimeAsEsm(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const alias = {};
  const tools = require.resolve('@module-federation/runtime-tools');
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', {
    paths: [tools],
  });
  const runtime = require.resolve('@module-federation/runtime', { paths: [tools] });
  const runtimeCore = require.resolve('@module-federation/runtime-core', { paths: [runtime] });
  const sdk = require.resolve('@module-federation/sdk', { paths: [runtimeCore] });
  const errorCodes = require.resolve('@module-federation/error-codes', { paths: [runtimeCore] });
  // The host's plugin that hands runtime-core to the remotes (provideExternalRuntime): its
  // CommonJS build reaches runtime-core through two more CommonJS re-exports and their helpers.
  const rspackPlugin = require.resolve('@module-federation/rspack', {
    paths: [require.resolve('@module-federation/enhanced')],
  });
  const injectRuntimeCore = require.resolve(
    '@module-federation/inject-external-runtime-core-plugin',
    { paths: [rspackPlugin] },
  );
  // One copy of each: every way the plugins name these packages (their CommonJS entry by
  // path, or the bare name from CommonJS code) leads to the ES module build.
  const packages = {
    '@module-federation/webpack-bundler-runtime': bundlerRuntime,
    '@module-federation/runtime': runtime,
    '@module-federation/runtime-core': runtimeCore,
    '@module-federation/sdk': sdk,
    '@module-federation/error-codes': errorCodes,
    '@module-federation/inject-external-runtime-core-plugin': injectRuntimeCore,
  };
  for (const [name, cjs] of Object.entries(packages)) {
    const esm = ['.js', '.mjs']
      .map((ext) => cjs.replace(/\.cjs$/, ext))
      .find((file) => existsSync(file));
    if (esm) {
      alias[cjs] = esm;
      alias[`${name}$`] = esm;
    }
  }
  return alias;
}

/**
 * One Rspack configuration for the shell and every remote, so they build alike.
 *
 * Environment switches (all optional):
 * - FULLMAKT_SINGLE_BUNDLE=1  (shell only) build one ordinary bundle that imports every
 *   remote's routes directly: the baseline `pnpm bench:web` compares federation against.
 * - FULLMAKT_MF_EXTERNAL_RUNTIME=0  let every remoteEntry carry its own federation runtime
 *   (on by default: remotes use the runtime the shell provides).
 * - FULLMAKT_OUT  output folder (default `dist`), used by the e2e redeploy test and the bench.
 * - FULLMAKT_BUILD_LABEL  a label a remote shows under its routes (e2e redeploy test).
 * - FULLMAKT_RELEASE=1  a release build (scripts/release.mjs): also write which packages
 *   the bundles hold (bundled-packages-plugin.mjs), for the release's SBOM.
 * - FULLMAKT_SHARED_VERSION  (remotes only) build as if against this release of
 *   @fullmakt/shared: what a remote built before the last release asks of the shell
 *   (e2e composition-shared-version test).
 */
export function createAppConfig({
  appDir,
  name,
  role,
  port,
  exposes = {},
  singleBundleAlias = {},
  title,
}) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    const singleBundle = role === 'host' && process.env.FULLMAKT_SINGLE_BUNDLE === '1';
    const externalRuntime = process.env.FULLMAKT_MF_EXTERNAL_RUNTIME !== '0';
    const outDir = process.env.FULLMAKT_OUT
      ? path.resolve(process.env.FULLMAKT_OUT)
      : path.join(appDir, singleBundle ? 'dist-single' : 'dist');

    const federation = federationOptions({
      appDir,
      name,
      role,
      exposes,
      externalRuntime,
      sharedVersion: process.env.FULLMAKT_SHARED_VERSION,
    });
    assertTrimmable(federation, role);
    // What the federation runtime carries for configurations no build here has.
    const trim = singleBundle ? { alias: {}, plugins: [] } : federationRuntimeTrim(appDir, role);
    const runtimeAsEsm = singleBundle ? {} : federationRuntimeAsEsm(appDir);
    // The same bytes from a checkout at any path (portable-federation-entry.mjs).
    const portable = singleBundle ? undefined : portableFederationEntry(appDir, runtimeAsEsm);

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      context: appDir,
      mode: production ? 'production' : 'development',
      // Production maps name the files, lines and functions of a stack trace but carry no
      // source text (the server serves no .map in production either); development keeps all.
      devtool: production ? 'nosources-source-map' : 'cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: outDir,
        clean: true,
        uniqueName: name,
        publicPath: role === 'host' ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        alias: singleBundle
          ? singleBundleAlias
          : {
              ...runtimeAsEsm,
              ...portable?.alias,
              ...trim.alias,
              // For the shell's react-router facade (shared-singletons.mjs).
              'react-router-complete$': reactRouterEsmEntry(appDir, { production }),
            },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                // SWC's default is ES5: async functions became generator state machines and
                // every spread and destructuring a helper, in each module of ours. The
                // federation runtime every page loads first is ES2021 (`||=`), so no browser
                // that runs the site needs less than this.
                target: 'es2021',
                parser: { syntax: 'typescript', tsx: true },
                transform: {
                  react: { runtime: 'automatic', development: !production, refresh: !production },
                },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: zodMini, layer: zodMiniLayer },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({
          __FULLMAKT_BUILD_LABEL__: JSON.stringify(process.env.FULLMAKT_BUILD_LABEL ?? ''),
          __FULLMAKT_DEV__: JSON.stringify(!production),
        }),
        role === 'host' &&
          new rspack.HtmlRspackPlugin({
            template: path.join(appDir, 'index.html'),
            title,
            favicon: path.join(appDir, 'src/assets/favicon.svg'),
            scriptLoading: 'defer',
          }),
        // The same page for a prerendered text: its scripts start after the first paint
        // (first-render-preload-plugin.mjs, shell/static/efter-forsta-malning.js).
        role === 'host' &&
          !singleBundle &&
          new rspack.HtmlRspackPlugin({
            template: path.join(appDir, 'index.html'),
            filename: afterFirstPaintPage,
            title,
            favicon: path.join(appDir, 'src/assets/favicon.svg'),
            scriptLoading: 'defer',
          }),
        role === 'host' &&
          !singleBundle &&
          new rspack.CopyRspackPlugin({
            patterns: [
              {
                from: 'static/efter-forsta-malning.js',
                to: production ? '[name].[contenthash:10][ext]' : '[name][ext]',
              },
            ],
          }),
        !singleBundle && new ModuleFederationPlugin(federation),
        portable?.plugin,
        ...trim.plugins,
        !production && new ReactRefreshRspackPlugin(),
        role === 'host' &&
          new FirstRenderPreloadPlugin({
            chunkGroup: 'bootstrap',
            // A stored session (shell/src/auth/auth.ts), the API client, the flows and the
            // shared package's root entry they all load (its schemas, classic zod).
            signedIn: { chunkGroups: ['session'], chunks: ['api', 'flode', 'shared-root'] },
          }),
        // The addresses the app's routes answer (its routes.json, kept equal to its routes
        // by a test): the server answers 404 for any other, and a release carries them.
        existsSync(path.join(appDir, 'routes.json')) &&
          new rspack.CopyRspackPlugin({ patterns: [{ from: 'routes.json' }] }),
        role === 'host' &&
          new SharedVersionPlugin({
            sharedPackageJson: fileURLToPath(new URL('../../shared/package.json', import.meta.url)),
          }),
        // `pnpm release` (scripts/release.mjs): what the bundles hold, for the SBOM.
        process.env.FULLMAKT_RELEASE === '1' && new BundledPackagesPlugin(),
        production && compileHintsPlugin(),
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: {
        splitChunks: role === 'host' ? hostChunks : false,
      },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: role === 'host',
        headers: role === 'remote' ? { 'Access-Control-Allow-Origin': '*' } : {},
        proxy:
          role === 'host'
            ? [
                {
                  context: ['/api', '/oauth2', '/remotes.json', '/driftinfo', '/login/metod'],
                  target: `http://localhost:${process.env.FULLMAKT_SERVER_PORT ?? 8080}`,
                },
              ]
            : [],
      },
    };
    if (!singleBundle) {
      return config;
    }
    // The single bundle compiles the remotes' sources too, with what their builds add.
    return remoteBuildExtensions(path.resolve(appDir, '..'), env, argv, config.module.rules).then(
      ({ alias, rules }) => ({
        ...config,
        resolve: { ...config.resolve, alias: { ...config.resolve.alias, ...alias } },
        module: { ...config.module, rules: [...config.module.rules, ...rules] },
      }),
    );
  };
}
