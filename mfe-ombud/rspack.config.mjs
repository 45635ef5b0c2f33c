import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@fullmakt/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  appDir,
  name: 'mfe_ombud',
  role: 'remote',
  port: 3004,
  exposes: { './routes': './src/routes.tsx', './oversattning': './src/oversattning/index.ts' },
});
