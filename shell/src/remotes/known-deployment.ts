import type { Deployment } from '@fullmakt/shared/first-view';
import { readDeployment } from './read-deployment';
import { useRemoteStatusStore } from './remote-status-store';

let reading: Promise<Deployment> | undefined;

/**
 * The deployment, read once per page (read-deployment.ts) and remembered: its prefixes go
 * into the remotes' store, so every render knows which remote owns an address. A failure
 * is recorded and forgotten, so the next navigation reads again.
 */
export function knownDeployment(): Promise<Deployment> {
  reading ??= readDeployment().then(
    (deployment) => {
      useRemoteStatusStore.getState().setDeployment(deployment.prefixes);
      return deployment;
    },
    (error: unknown) => {
      reading = undefined;
      useRemoteStatusStore.getState().setDeployment('failed');
      throw error;
    },
  );
  return reading;
}
