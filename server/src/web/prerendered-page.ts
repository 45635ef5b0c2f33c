import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ENV, type AppMode, type Config } from '@fullmakt/shared/domain';
import { FORRENDERAD_SIDA_ID, remoteOwning, type Deployment } from '@fullmakt/shared/deployment';
import { appModeTexter, compositionTexts, roleTexts, sidhuvudTexter } from '@fullmakt/shared/texts';
import { adressPaSprak, sprakvaxling } from '@fullmakt/shared/i18n';
import { escapeHtml } from '../pages/html';
import { readWhileUnchanged } from './file-while-unchanged';
import {
  createManifestFetcher,
  isOnOtherOrigin,
  type ManifestFetcherOptions,
} from './remote-manifest-fetcher';
import { localFolderOf, type WebLayout } from './web-layout';

/** What a remote's build writes beside its manifest (tooling/rspack/prerender-plugin.mjs). */
const prerenderIndexSchema = z.object({
  pages: z.record(
    z.string(),
    z.object({
      file: z.string().regex(/^[\w-]+\/[\w-]+\.html$/),
      title: z.string(),
      crumbs: z.record(z.string(), z.string()),
    }),
  ),
});
type PrerenderIndex = z.infer<typeof prerenderIndexSchema>;
const prerenderIndexFile = 'prerendered.json';

/**
 * What the build's HTML may never hold: it is React's escaped output of Markdown that the
 * content check allows no HTML in, but the server does not take that on trust. Anything
 * that runs, loads or posts is refused, and the page is then served without it.
 */
const unsafeMarkup =
  /<\s*\/?\s*(script|style|iframe|object|embed|link|meta|base|form|template|svg|math)\b|\son[a-z]+\s*=|(href|src|action)\s*=\s*["']?\s*(javascript|data|vbscript):/i;

/** The HTML of one prerendered page, refused when it holds markup that could run. */
function safeMarkup(text: string): string {
  if (unsafeMarkup.test(text)) {
    throw new Error('markup that runs, loads or posts');
  }
  return text;
}

/** The page as the shell's frame would first draw it for this visitor. */
export interface FrameState {
  config: Pick<Config, 'env' | 'login' | 'privat'> | undefined;
  /**
   * The request carries the provider's session cookie: probably signed in. The login link
   * is left out then, and its place kept empty as tall as the user's menu: the shell draws
   * the menu there once it has checked the session (the name is never in the document).
   */
  signedIn?: boolean;
  /** The page's address (path and query): the language switch links back to it. */
  address?: string;
}

/**
 * The shell's header as it first draws it for someone not signed in (shell/src/layout/
 * Header.tsx, with the role switch at its default role), so the text below it starts where
 * it will stay. The links work without JavaScript.
 */
function header({ config, signedIn = false, address = '/' }: FrameState): string {
  const env = config?.env ?? DEFAULT_ENV;
  const switchTo = sprakvaxling(address);
  const defaultMode: AppMode = 'ORGANISATION';
  const modes: AppMode[] = ['ORGANISATION', 'PRIVAT'];
  const roleSwitch = config?.privat
    ? `<div role="group" aria-label="${escapeHtml(roleTexts.switchLabel)}" class="role-switch">${modes
        .map(
          (mode) =>
            `<button type="button" class="role-switch__option" aria-pressed="${mode === defaultMode}">${escapeHtml(appModeTexter[mode])}</button>`,
        )
        .join('')}</div>`
    : '';
  // The shell shows a signed-in user's menu even while login is switched off.
  const login = signedIn
    ? '<span class="user-menu__toggle site-header__session-pending" aria-hidden="true"></span>'
    : config?.login
      ? `<a class="button button--on-brand" href="/login">${escapeHtml(sidhuvudTexter.loggaIn)}</a>`
      : '';
  return (
    `<header class="site-header"><div class="site-header__inner"><div class="site-header__brand">` +
    `<a class="site-header__logo" href="${adressPaSprak('/')}"><span aria-hidden="true" class="site-header__mark">F</span><span>Fullmakt</span><span class="visually-hidden">${escapeHtml(sidhuvudTexter.tillStartsidan)}</span></a>` +
    (env === DEFAULT_ENV
      ? ''
      : `<span class="environment-label">${escapeHtml(compositionTexts.environmentLabel(env))}</span>`) +
    `</div>${roleSwitch}<nav aria-label="${escapeHtml(sidhuvudTexter.genvagar)}" class="site-header__nav"><a href="${escapeHtml(switchTo.href)}" lang="${switchTo.lang}" hreflang="${switchTo.lang}">${escapeHtml(switchTo.label)}</a><a href="${adressPaSprak('/info/kontakta-oss')}">${escapeHtml(sidhuvudTexter.kontakt)}</a>${login}</nav></div></header>`
  );
}

/** The trail the shell draws (shell/src/layout/breadcrumb-trail.ts): Start, then each labelled segment. */
function breadcrumbs(pagePath: string, crumbs: Record<string, string>): string {
  const segments = pagePath.split('/').filter(Boolean);
  const trail = segments.flatMap((_segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const label = crumbs[to];
    return label ? [{ to, label }] : [];
  });
  if (trail.length === 0) {
    return '';
  }
  const items = [{ to: adressPaSprak('/'), label: compositionTexts.breadcrumbStart }, ...trail].map(
    ({ to, label }, index, all) =>
      index === all.length - 1
        ? `<li aria-current="page">${escapeHtml(label)}</li>`
        : `<li><a href="${escapeHtml(to)}">${escapeHtml(label)}</a></li>`,
  );
  return `<nav aria-label="${escapeHtml(compositionTexts.breadcrumbsLabel)}" class="breadcrumbs"><ol>${items.join('')}</ol></nav>`;
}

/** A prerendered page for a visitor, and the warm-up that has a remote origin's pages ready. */
export type PrerenderedPages = ((
  deployment: Deployment | undefined,
  pagePath: string,
  frame: FrameState,
) => string | undefined) & {
  /**
   * Starts fetching the list of prerendered pages of every remote the deployment names on
   * another origin, and then the pages it lists: the first visitor of a page a server
   * process serves gets its text in the document, as every later one does.
   */
  warm: (deployment: Deployment) => void;
};

/** Where a remote's prerendered files are read: its folder here, or its own origin. */
interface PrerenderSource {
  index: () => PrerenderIndex | undefined;
  page: (file: string) => string | undefined;
}

/**
 * The page's text as its remote rendered it at build time, inside the shell's frame, for
 * the document itself: the browser paints it before any script has run, and the shell
 * replaces the whole frame with its own render in one step once the remote's page is ready
 * (shell/src/remotes/take-over-prerendered.ts), so nothing drawn moves. Read from the
 * remote's folder on every page, so an editor's redeploy of mfe-info alone changes it; a
 * remote on an origin of its own (the production shape) is fetched from there in the
 * background (remote-manifest-fetcher.ts), so a page never waits on a remote.
 */
export function createPrerenderedPages(
  layout: WebLayout,
  log: { warn: (object: object, message: string) => void },
  fetcherOptions: Pick<
    ManifestFetcherOptions<string>,
    'ttlMs' | 'timeoutMs' | 'retryMs' | 'maxEntries'
  > = {},
): PrerenderedPages {
  const indexes = new Map<string, { mtimeMs: number; value: PrerenderIndex | undefined }>();
  const pages = new Map<string, { mtimeMs: number; value: string | undefined }>();
  const remoteIndexes = createManifestFetcher<PrerenderIndex>({
    ...fetcherOptions,
    parse: (text) => prerenderIndexSchema.parse(JSON.parse(text)),
    log,
  });
  // Every page of every remote origin, with room to spare (mfe-info has fourteen).
  const remotePages = createManifestFetcher<string>({
    maxEntries: 256,
    ...fetcherOptions,
    parse: safeMarkup,
    log,
  });

  function localSource(dir: string): PrerenderSource {
    return {
      index: () =>
        readWhileUnchanged(
          indexes,
          path.join(dir, prerenderIndexFile),
          (text) => prerenderIndexSchema.parse(JSON.parse(text)),
          (error) => log.warn({ err: error, dir }, 'The prerendered pages cannot be read'),
        ),
      page: (file) =>
        readWhileUnchanged(pages, path.join(dir, file), safeMarkup, (error) =>
          log.warn({ err: error, file }, 'A prerendered page is not inserted'),
        ),
    };
  }

  /** The remote's origin: the files sit beside its manifest, as the release made them. */
  function originSource(manifestUrl: string): PrerenderSource {
    const at = (file: string) => new URL(file, manifestUrl).href;
    return {
      index: () => remoteIndexes.get(at(prerenderIndexFile)),
      page: (file) => remotePages.get(at(file)),
    };
  }

  function sourceOf(manifestUrl: string): PrerenderSource | undefined {
    const dir = localFolderOf(layout, manifestUrl);
    if (dir) {
      return localSource(dir);
    }
    return isOnOtherOrigin(manifestUrl) ? originSource(manifestUrl) : undefined;
  }

  const pageFor = (
    deployment: Deployment | undefined,
    rawPath: string,
    frame: FrameState,
  ): string | undefined => {
    const pagePath = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const remote = deployment && remoteOwning(pagePath, deployment.prefixes);
    const manifestUrl = remote ? deployment?.remotes[remote] : undefined;
    const source = manifestUrl ? sourceOf(manifestUrl) : undefined;
    const index = source?.index();
    const page = index && Object.hasOwn(index.pages, pagePath) ? index.pages[pagePath] : undefined;
    const html = page ? source?.page(page.file) : undefined;
    if (!page || html === undefined) {
      return undefined;
    }
    return (
      `<div id="${FORRENDERAD_SIDA_ID}" class="app-frame">${header(frame)}` +
      `${breadcrumbs(pagePath, page.crumbs)}<main class="app-main">${html}</main></div>`
    );
  };

  const warm = (deployment: Deployment): void => {
    for (const manifestUrl of Object.values(deployment.remotes)) {
      if (!manifestUrl || !isOnOtherOrigin(manifestUrl)) {
        continue;
      }
      const source = originSource(manifestUrl);
      for (const page of Object.values(source.index()?.pages ?? {})) {
        source.page(page.file);
      }
    }
  };

  return Object.assign(pageFor, { warm });
}
