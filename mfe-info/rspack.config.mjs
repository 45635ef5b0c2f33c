import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@fullmakt/tooling/rspack';
import { prerenderPluginFor } from '@fullmakt/tooling/rspack/prerender';
import { infoContentDir } from './build/content-dir.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

const baseConfig = createAppConfig({
  appDir,
  name: 'mfe_info',
  role: 'remote',
  port: 3001,
  exposes: { './routes': './src/routes.tsx', './oversattning': './src/oversattning/index.ts' },
});

/**
 * The shared config plus one thing only this remote needs: the information pages are
 * Markdown files compiled to React components at build time (build/markdown-loader.mjs).
 * `@content/...` points at mfe-info/content, or at FULLMAKT_INFO_CONTENT_DIR when set.
 *
 * @type {typeof baseConfig}
 */
export default (env, argv) => {
  const config = baseConfig(env, argv);
  const markdownRule = {
    test: /\.md$/,
    type: 'javascript/auto',
    loader: path.join(appDir, 'build/markdown-loader.mjs'),
    // The compiled page imports react/jsx-runtime; a content folder outside the repo
    // (the e2e copy) has no node_modules of its own, so resolve from this app.
    resolve: { modules: [path.join(appDir, 'node_modules'), 'node_modules'] },
  };
  const contentAlias = { '@content': infoContentDir(appDir) };
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve.alias, ...contentAlias },
    },
    module: {
      ...config.module,
      rules: [...config.module.rules, markdownRule],
    },
    plugins: [
      ...config.plugins,
      // The start page and the info pages as HTML the server puts into the document.
      prerenderPluginFor(config, argv, {
        name: 'mfe_info',
        appDir,
        rules: [markdownRule],
        alias: contentAlias,
      }),
    ].filter(Boolean),
  };
};
