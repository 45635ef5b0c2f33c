import path from 'node:path';
import { z } from 'zod';
import { matchesRoutePattern, remoteOwning, type Deployment } from '@fullmakt/shared/deployment';
import { readWhileUnchanged, type FileCache } from './file-while-unchanged';
import { localFolderOf, type WebLayout } from './web-layout';

/** What each app's build copies beside its code: the address patterns its routes answer. */
const routesFileSchema = z.object({ routes: z.array(z.string()) });
const routesFile = 'routes.json';

/**
 * Whether an address is a page of the site: a route the shell declares, or one the deployed
 * remote owning its prefix declares (each app's routes.json, which travels with its build
 * and its release). Anything else is answered with the same page and status 404, so search
 * engines and monitoring see a missing page as missing. Where the routes cannot be known
 * (no good deployment file, a build without routes.json, a remote on another origin) the
 * address counts as a page: a real page must never answer 404.
 */
export function createKnownPage(
  layout: WebLayout,
  log: { warn: (object: object, message: string) => void },
): (deployment: Deployment | undefined, pagePath: string) => boolean {
  const cache: FileCache<string[]> = new Map();
  const routesIn = (dir: string) =>
    readWhileUnchanged(
      cache,
      path.join(dir, routesFile),
      (text) => routesFileSchema.parse(JSON.parse(text)).routes,
      (error) => log.warn({ err: error, dir }, 'The declared routes cannot be read'),
    );

  return (deployment, pagePath) => {
    const shellRoutes = routesIn(layout.shellDir);
    if (!shellRoutes || !deployment) {
      return true;
    }
    if (shellRoutes.some((pattern) => matchesRoutePattern(pattern, pagePath))) {
      return true;
    }
    const remote = remoteOwning(pagePath, deployment.prefixes);
    const manifestUrl = remote ? deployment.remotes[remote] : undefined;
    if (!manifestUrl) {
      return false;
    }
    const dir = localFolderOf(layout, manifestUrl);
    const remoteRoutes = dir ? routesIn(dir) : undefined;
    return !remoteRoutes || remoteRoutes.some((pattern) => matchesRoutePattern(pattern, pagePath));
  };
}
