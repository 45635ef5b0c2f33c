import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@fullmakt/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  appDir,
  name: 'shell',
  role: 'host',
  port: 3000,
  title: 'Fullmakt',
  // The single-bundle baseline of `pnpm bench:web`: the same shell, with the federated
  // loader swapped for one that imports every remote's routes directly.
  singleBundleAlias: {
    [path.join(appDir, 'src/remotes/load-remote-module.ts')]: path.join(
      appDir,
      '../bench/web/single-bundle-remote-module.ts',
    ),
  },
});
