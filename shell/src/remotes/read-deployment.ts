import { deploymentSchema, type Deployment } from '@fullmakt/shared';
import { embeddedJson } from '../page-data/embedded-json';

/** Written into index.html by the server (server/src/web/shell-page.ts). */
const deploymentElementId = 'fullmakt-remotes';

/**
 * Where the remotes are. The server writes the deployment into the page, which saves a
 * request before the first render; without it (the dev server) it is fetched.
 */
export async function readDeployment(): Promise<Deployment> {
  const embedded = embeddedJson(deploymentElementId);
  if (embedded !== undefined) {
    return deploymentSchema.parse(embedded);
  }
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`remotes.json answered ${response.status}`);
  }
  return deploymentSchema.parse(await response.json());
}
