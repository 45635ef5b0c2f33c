import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { infoSlugsIn } from '../mfe-info/build/compile-markdown.mjs';
import { infoContentDir } from '../mfe-info/build/content-dir.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.dirname(appDir);

/**
 * The editor app: one page at /redaktor/ holding Decap CMS. Built on its own into
 * redaktor/dist and served on its own (server/start.mjs locally, the agency's editor origin
 * in production); no citizen page, not the shell, not a remote, loads any of it.
 *
 * @param {unknown} _env
 * @param {{ mode?: string }} argv
 * @returns {import('@rspack/core').Configuration}
 */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { redaktor: './src/main.tsx' },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: '/redaktor/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
        // The editor's own status line: a real style sheet.
        { test: /\.css$/, include: path.join(appDir, 'src'), type: 'css/auto' },
        // The site's style sheets are text for Decap's preview frame (main.tsx), never
        // styles of the editor's own page: a component's `import './x.css'` adds nothing.
        { test: /\.css$/, exclude: path.join(appDir, 'src'), type: 'asset/source' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './src/index.html', filename: 'index.html' }),
      new rspack.DefinePlugin({
        __FULLMAKT_INFO_SLUGS__: JSON.stringify(
          infoSlugsIn(infoContentDir(path.join(repoRoot, 'mfe-info'))),
        ),
      }),
    ],
    performance: false,
  };
};
