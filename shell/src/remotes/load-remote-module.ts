import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@fullmakt/shared/first-view';
import { rememberReleases } from '../monitoring/remote-releases';
import { knownDeployment } from './known-deployment';
import { loadRemoteTranslation } from './load-remote-translation';

/**
 * The federated way to reach a remote: read the deployment file at run time, register
 * every remote it names by the URL of its manifest, and load `./routes` on demand. Nothing
 * about a remote is known at build time, not even its name. (`pnpm bench:web` swaps this file for one that
 * imports the remotes directly, to measure what federation costs.)
 */
let registration: Promise<void> | undefined;

async function registerFromDeploymentFile(): Promise<void> {
  const deployment = await knownDeployment();
  rememberReleases(deployment);
  registerRemotes(
    Object.entries(deployment.remotes).map(([name, url]) => ({
      name,
      entry: new URL(url, window.location.origin).href,
    })),
    { force: true },
  );
}

/** Reads and registers the deployment once; a failure is forgotten so a retry reads again. */
export function prepareRemotes(): Promise<void> {
  registration ??= registerFromDeploymentFile().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

export async function loadRemoteModule(name: RemoteName): Promise<unknown> {
  await prepareRemotes();
  await loadRemoteTranslation(name);
  return loadRemote(`${name}/routes`);
}
