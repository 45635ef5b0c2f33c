import path from 'node:path';
import { z } from 'zod';
import { matchesRoutePattern, remoteOwning, type Deployment } from '@fullmakt/shared/deployment';
import { readWhileUnchanged, type FileCache } from './file-while-unchanged';
import {
  createManifestFetcher,
  isOnOtherOrigin,
  type ManifestFetcherOptions,
} from './remote-manifest-fetcher';
import { localFolderOf, type WebLayout } from './web-layout';

/** What each app's build copies beside its code: the address patterns its routes answer. */
const routesFileSchema = z.object({ routes: z.array(z.string()) });
const routesFile = 'routes.json';
const parseRoutes = (text: string): string[] => routesFileSchema.parse(JSON.parse(text)).routes;

/** Whether an address is a page, and the warm-up that has remote origins' routes ready. */
export type KnownPage = ((deployment: Deployment | undefined, pagePath: string) => boolean) & {
  /**
   * Starts fetching the routes of every remote the deployment names on another origin, so
   * that a process answers an unknown address under its prefix 404 before its first visitor.
   */
  warm: (deployment: Deployment) => void;
};

/**
 * Whether an address is a page of the site: a route the shell declares, or one the deployed
 * remote owning its prefix declares (each app's routes.json, which travels with its build
 * and its release, beside its manifest). Anything else is answered with the same page and
 * status 404, so search engines and monitoring see a missing page as missing. A remote on
 * an origin of its own (the production shape) has its routes fetched from there in the
 * background (remote-manifest-fetcher.ts), so a page never waits on a remote. Where the
 * routes cannot be known (no good deployment file, a build without routes.json, a remote
 * whose routes have not arrived yet or cannot be fetched) the address counts as a page: a
 * real page must never answer 404.
 */
export function createKnownPage(
  layout: WebLayout,
  log: { warn: (object: object, message: string) => void },
  fetcherOptions: Pick<
    ManifestFetcherOptions<string[]>,
    'ttlMs' | 'timeoutMs' | 'retryMs' | 'maxEntries'
  > = {},
): KnownPage {
  const cache: FileCache<string[]> = new Map();
  const routesIn = (dir: string) =>
    readWhileUnchanged(cache, path.join(dir, routesFile), parseRoutes, (error) =>
      log.warn({ err: error, dir }, 'The declared routes cannot be read'),
    );
  const remoteRoutes = createManifestFetcher<string[]>({
    ...fetcherOptions,
    parse: parseRoutes,
    log,
  });
  /** The release's routes.json on the remote's origin: beside its manifest, as the release made it. */
  const routesUrl = (manifestUrl: string) => new URL(routesFile, manifestUrl).href;

  function routesOf(manifestUrl: string): string[] | undefined {
    const dir = localFolderOf(layout, manifestUrl);
    if (dir) {
      return routesIn(dir);
    }
    return isOnOtherOrigin(manifestUrl) ? remoteRoutes.get(routesUrl(manifestUrl)) : undefined;
  }

  const isKnown = (deployment: Deployment | undefined, pagePath: string): boolean => {
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
    const routes = routesOf(manifestUrl);
    return !routes || routes.some((pattern) => matchesRoutePattern(pattern, pagePath));
  };

  const warm = (deployment: Deployment): void => {
    for (const manifestUrl of Object.values(deployment.remotes)) {
      // A local file's URL is a path (`/mfe/…`, `/releases/…`), never absolute.
      if (manifestUrl && isOnOtherOrigin(manifestUrl)) {
        remoteRoutes.get(routesUrl(manifestUrl));
      }
    }
  };

  return Object.assign(isKnown, { warm });
}
