import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@fullmakt/tooling/rspack';
import { prerenderPluginFor } from '@fullmakt/tooling/rspack/prerender';

const appDir = path.dirname(fileURLToPath(import.meta.url));

const baseConfig = createAppConfig({
  appDir,
  name: 'mfe_verifiera',
  role: 'remote',
  port: 3005,
  exposes: { './routes': './src/routes.tsx', './oversattning': './src/oversattning/index.ts' },
});

/**
 * The shared config, plus the first view of /verifiera as HTML the server puts into the
 * document (src/prerender/prerender-pages.tsx), in production builds.
 *
 * @type {typeof baseConfig}
 */
export default (env, argv) => {
  const config = baseConfig(env, argv);
  return {
    ...config,
    plugins: [
      ...config.plugins,
      prerenderPluginFor(config, argv, { name: 'mfe_verifiera', appDir }),
    ].filter(Boolean),
  };
};
