import { deploymentSchema, SIDDATA_ID, type Deployment } from '@fullmakt/shared/first-view';
import { embeddedJson } from '../page-data/embedded-json';

/**
 * Where the remotes are. The server writes the deployment into the page, which saves a
 * request before the first render; without it (the dev server) it is fetched.
 */
export async function readDeployment(): Promise<Deployment> {
  const embedded = embeddedJson(SIDDATA_ID.deployment);
  if (embedded !== undefined) {
    return deploymentSchema.parse(embedded);
  }
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`remotes.json answered ${response.status}`);
  }
  return deploymentSchema.parse(await response.json());
}
