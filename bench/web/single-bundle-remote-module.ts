// The single-bundle build mode of the shell (FULLMAKT_SINGLE_BUNDLE=1, used by
// `pnpm bench:web`): the same shell with this file in place of
// shell/src/remotes/load-remote-module.ts, so every remote's routes are imported directly
// and split by Rspack like any lazy page. It is the baseline federation is measured against.
import type { RemoteName } from '@fullmakt/shared';
import { knownDeployment } from '../../shell/src/remotes/known-deployment';

/** The deployment is still read: it says which remote owns which address. */
export async function prepareRemotes(): Promise<void> {
  await knownDeployment();
}

export function loadRemoteModule(name: RemoteName): Promise<unknown> {
  switch (name) {
    case 'mfe_info':
      return import('../../mfe-info/src/routes');
    case 'mfe_privat':
      return import('../../mfe-privat/src/routes');
    case 'mfe_organisation':
      return import('../../mfe-organisation/src/routes');
    case 'mfe_ombud':
      return import('../../mfe-ombud/src/routes');
    default:
      return Promise.reject(new Error(`${name} is not in the single bundle`));
  }
}
