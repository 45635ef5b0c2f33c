import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import rspack from '@rspack/core';

/** Where the server finds the pages, beside mf-manifest.json (server/src/web/prerendered-page.ts). */
export const prerenderIndexFile = 'prerendered.json';
const prerenderDir = 'prerendered';

/**
 * After a remote's browser build has been written, renders its pages to HTML with the same
 * components (a second, Node-side build of the remote's `src/prerender/prerender-pages.tsx`),
 * and writes them into the same folder: `prerendered/<n>.html` and `prerendered.json`
 * (path → file, title, breadcrumb labels). They travel with the remote, so a redeploy of
 * that remote alone changes them: mfe-info's start and information pages from Markdown, and
 * the first view of a signed-in remote's pages (heading, "Hämtar …"), painted before any
 * script has run while the shell checks the session and the page asks for its data.
 */
export class PrerenderPlugin {
  /** @param {{ name: string, appDir: string, resolve: import('@rspack/core').ResolveOptions, rules: import('@rspack/core').RuleSetRule[], define: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      if (!outDir) {
        return;
      }
      const buildDir = mkdtempSync(path.join(tmpdir(), `fullmakt-${this.options.name}-prerender-`));
      try {
        await this.compile(buildDir);
        /** @type {{ prerenderPages: () => Promise<{ path: string, title: string, html: string, crumbs: Record<string, string> }[]> }} */
        const entry = await import(pathToFileURL(path.join(buildDir, 'prerender.mjs')).href);
        const pages = await entry.prerenderPages();
        mkdirSync(path.join(outDir, prerenderDir), { recursive: true });
        const index = { pages: /** @type {Record<string, object>} */ ({}) };
        pages.forEach((page, n) => {
          const file = `${prerenderDir}/${n}.html`;
          writeFileSync(path.join(outDir, file), page.html);
          index.pages[page.path] = { file, title: page.title, crumbs: page.crumbs };
        });
        writeFileSync(path.join(outDir, prerenderIndexFile), JSON.stringify(index));
      } finally {
        rmSync(buildDir, { recursive: true, force: true });
      }
    });
  }

  /** @param {string} buildDir */
  compile(buildDir) {
    const { name, appDir, resolve, rules, define } = this.options;
    const compiler = rspack({
      name: `${name}_prerender`,
      context: appDir,
      mode: 'production',
      target: 'node20',
      devtool: false,
      entry: { prerender: './src/prerender/prerender-pages.tsx' },
      output: {
        path: buildDir,
        filename: '[name].mjs',
        module: true,
        chunkFormat: 'module',
        library: { type: 'module' },
      },
      resolve,
      module: {
        rules: [
          ...rules,
          // Styles reach the page through the browser build; here they are only imported.
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new rspack.DefinePlugin(define),
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false },
    });
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) {
          reject(error);
        } else if (stats?.hasErrors()) {
          reject(new Error(stats.toString({ all: false, errors: true })));
        } else {
          resolve(undefined);
        }
      });
    });
  }
}

/**
 * The PrerenderPlugin as a remote's production build adds it (none in development): the
 * Node-side build compiles with the app's own script rule and extensions, plus the rules
 * and aliases only that remote has (mfe-info's Markdown), and the build's constants.
 *
 * @param {{ module: { rules: import('@rspack/core').RuleSetRule[] }, resolve: { extensions?: string[] } }} config
 * @param {{ mode?: string }} argv
 * @param {{ name: string, appDir: string, rules?: import('@rspack/core').RuleSetRule[], alias?: Record<string, string> }} options
 * @returns {PrerenderPlugin | false}
 */
export function prerenderPluginFor(config, argv, { name, appDir, rules = [], alias }) {
  if (argv.mode !== 'production') {
    return false;
  }
  const [scriptRule] = config.module.rules;
  return new PrerenderPlugin({
    name,
    appDir,
    resolve: { extensions: config.resolve.extensions, ...(alias ? { alias } : {}) },
    rules: [...(scriptRule ? [scriptRule] : []), ...rules],
    define: {
      __FULLMAKT_BUILD_LABEL__: JSON.stringify(process.env.FULLMAKT_BUILD_LABEL ?? ''),
      __FULLMAKT_DEV__: 'false',
    },
  });
}
