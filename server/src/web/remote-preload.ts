import path from 'node:path';
import { z } from 'zod';
import { remoteOwning, type Deployment } from '@fullmakt/shared/deployment';
import { readWhileUnchanged, type FileCache } from './file-while-unchanged';
import {
  createManifestFetcher,
  isOnOtherOrigin,
  type ManifestFetcherOptions,
} from './remote-manifest-fetcher';
import type { WebLayout } from './web-layout';

/**
 * The part of a Module Federation 2 manifest (`mf-manifest.json`) the page needs: where the
 * remoteEntry is, and the files the exposed `./routes` needs before it can run.
 */
const manifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
  }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({
        js: z.object({ sync: z.array(z.string()) }),
        css: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});
type Manifest = z.infer<typeof manifestSchema>;

/** One file the browser should start fetching while it parses the page. */
export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

const exposedRoutes = './routes';

/** What the shell's build lists for a signed-in page (tooling/rspack/first-render-preload-plugin.mjs). */
const signedInPreloadsSchema = z.object({ scripts: z.array(z.string().regex(/^[\w.-]+\.js$/)) });
const signedInPreloadsFile = 'signed-in-preloads.json';

/**
 * The e-ID provider's session cookie (oidc-provider's default name, server/src/oidc): a page
 * request that carries it comes from a browser that is probably signed in.
 */
export const providerSessionCookie = '_session';

/** Whether a request's Cookie header carries the provider's session cookie. */
export function hasProviderSession(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${providerSessionCookie}=`));
}

/** The preloads of a page, and the warm-up that has them ready before its first visitor. */
export type RemotePreloads = ((
  deployment: Deployment | undefined,
  pagePath: string,
  visitor?: { signedIn: boolean },
) => Preload[]) & {
  /**
   * Starts fetching every manifest the deployment names on another origin, so that the
   * first page of a remote a server process serves already links all of its files.
   */
  warm: (deployment: Deployment) => void;
};

/**
 * The files the page's remote needs before its first render, in the order the shell asks
 * for them: the manifest, the remoteEntry, and the exposed routes' own chunk and CSS.
 * Without these links the browser learns each only when the one before it has run (the
 * waterfall of issue 13). Read from the deployment file and the remote's manifest on
 * every page, so a redeployed remote is preloaded with its new files at once; a manifest
 * the server cannot read (a remote on a CDN, a remote not yet deployed) gives the
 * manifest's link only, and the shell finds the rest as before.
 */
export function createRemotePreloads(
  layout: WebLayout,
  log: { warn: (object: object, message: string) => void },
  fetcherOptions: Pick<
    ManifestFetcherOptions<Manifest>,
    'ttlMs' | 'timeoutMs' | 'retryMs' | 'maxEntries'
  > = {},
): RemotePreloads {
  const manifests: FileCache<Manifest> = new Map();
  const signedInScripts: FileCache<string[]> = new Map();
  // A manifest on another origin (each remote on its own origin in production): fetched in
  // the background, so the first page gets the manifest's link only and later ones all.
  const remoteManifests = createManifestFetcher<Manifest>({
    ...fetcherOptions,
    parse: (text) => manifestSchema.parse(JSON.parse(text)),
    log,
  });

  /**
   * The shell's scripts a signed-in page loads only after the shell has started (the stored
   * session, the API client, the flows): preloaded beside the rest when the request carries
   * the provider's session cookie, so the signed-in page does not wait for them in turn.
   */
  function readSignedInScripts(): string[] {
    const file = path.join(layout.shellDir, signedInPreloadsFile);
    return (
      readWhileUnchanged(
        signedInScripts,
        file,
        (text) => signedInPreloadsSchema.parse(JSON.parse(text)).scripts,
        (error) => log.warn({ err: error, file }, 'The signed-in preloads cannot be read'),
      ) ?? []
    );
  }

  function readManifest(file: string): Manifest | undefined {
    return readWhileUnchanged(
      manifests,
      file,
      (text) => manifestSchema.parse(JSON.parse(text)),
      (error) =>
        log.warn({ err: error, file }, 'A remote manifest cannot be read for the page preloads'),
    );
  }

  /** The manifest's file on this server, when the deployment points at one it serves. */
  function localFile(manifestUrl: string): string | undefined {
    for (const remote of layout.remotes) {
      if (manifestUrl.startsWith(remote.urlPrefix)) {
        const file = path.join(remote.dir, manifestUrl.slice(remote.urlPrefix.length));
        // Never outside the remote's own folder.
        return file.startsWith(remote.dir + path.sep) ? file : undefined;
      }
    }
    return undefined;
  }

  const preloadsOf = (
    deployment: Deployment | undefined,
    pagePath: string,
    visitor = { signedIn: false },
  ): Preload[] => {
    const remote = deployment && remoteOwning(pagePath, deployment.prefixes);
    const manifestUrl = remote ? deployment?.remotes[remote] : undefined;
    if (!manifestUrl) {
      return [];
    }
    const preloads: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
    // The information pages need no session and no API client before their first render.
    if (visitor.signedIn && remote !== 'mfe_info') {
      preloads.push(
        ...readSignedInScripts().map((file) => ({ href: `/${file}`, as: 'script' as const })),
      );
    }
    const file = localFile(manifestUrl);
    const manifest = file
      ? readManifest(file)
      : isOnOtherOrigin(manifestUrl)
        ? remoteManifests.get(manifestUrl)
        : undefined;
    if (!manifest) {
      return preloads;
    }
    // `publicPath: 'auto'`: the remote's files sit beside its manifest (as the runtime does).
    const { publicPath, remoteEntry } = manifest.metaData;
    const base =
      publicPath && publicPath !== 'auto'
        ? new URL(publicPath, new URL(manifestUrl, 'http://site.invalid'))
        : new URL('.', new URL(manifestUrl, 'http://site.invalid'));
    const at = (relative: string): string => {
      const url = new URL(relative, base);
      return url.origin === 'http://site.invalid' ? url.pathname : url.href;
    };
    preloads.push({ href: at(path.posix.join(remoteEntry.path, remoteEntry.name)), as: 'script' });
    const routes = manifest.exposes.find((expose) => expose.path === exposedRoutes);
    for (const js of routes?.assets.js.sync ?? []) {
      preloads.push({ href: at(js), as: 'script' });
    }
    for (const css of routes?.assets.css.sync ?? []) {
      preloads.push({ href: at(css), as: 'style' });
    }
    return preloads;
  };
  const warm = (deployment: Deployment): void => {
    for (const manifestUrl of Object.values(deployment.remotes)) {
      // A local file's URL is a path (`/mfe/…`), never absolute: the origin test is enough.
      if (manifestUrl && isOnOtherOrigin(manifestUrl)) {
        remoteManifests.get(manifestUrl);
      }
    }
  };
  return Object.assign(preloadsOf, { warm });
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link rel="preload">` for each file. The manifest is fetched by the federation runtime
 * with `fetch()` (CORS mode, same-origin credentials), so its link is `crossorigin`; the
 * remoteEntry and the chunks are classic scripts and style sheets the runtime adds without
 * a `crossorigin` attribute, so theirs have none: only a matching link is reused.
 * With `stylesheets`, the remote's CSS is linked as a style sheet instead: a page whose text
 * is in the document (prerendered-page.ts) must not paint it unstyled.
 */
export function preloadLinks(preloads: Preload[], { stylesheets = false } = {}): string {
  return preloads
    .map(({ href, as }) =>
      stylesheets && as === 'style'
        ? `<link rel="stylesheet" href="${escapeAttribute(href)}">`
        : `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`,
    )
    .join('');
}
