import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName } from '@fullmakt/shared/deployment';
import type { Config } from '@fullmakt/shared/domain';
import { driftinfoAnswer, runtimeConfig } from '../core/runtime-config';
import { cacheControlFor } from './cache-policy';
import { apiPolicy, contentSecurityPolicy } from './content-security-policy';
import { hasCanary, servedDeployment } from '../deploy/deployment-file-schema';
import {
  createCanaryWatch,
  type ReleaseEvent,
  type SharedCanaryCounts,
} from '../deploy/canary-watch';
import { cohortOf, markCohortDependent } from './cohort-cookie';
import { createDeploymentReader } from './deployment-file';
import { releaseLabel } from './release-label';
import { createKnownPage } from './known-page';
import { createPrerenderedPages } from './prerendered-page';
import { createFirstPaintStyles } from './first-paint-styles';
import {
  createRemotePreloads,
  hasProviderSession,
  preloadLinks,
  type Preload,
} from './remote-preload';
import { adressensSprak, pseudoSprak, standardSprak } from '@fullmakt/shared/i18n';
import { alternateLanguages, informationPageLanguage } from './information-page-language';
import { asksForPseudo } from './page-language';
import { createShellPage } from './shell-page';
import type { WebLayout } from './web-layout';

export interface WebOptions {
  layout: WebLayout;
  deploymentFile: string;
  /** How often remotes on origins of their own are fetched again without visitors. */
  warmEveryMs?: number;
  /** The canaries' counts in the Redis every process shares (REDIS_URL); per process without. */
  canaryCounts?: SharedCanaryCounts | undefined;
}

/** Paths that are never pages: the SPA fallback must not answer them with index.html. */
const nonPagePrefixes = ['/api/', '/oauth2/', '/mfe/', '/releases/', '/driftinfo/'];

function looksLikePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return false;
  }
  const pathname = request.url.split('?')[0] ?? '/';
  if (nonPagePrefixes.some((prefix) => pathname.startsWith(prefix))) {
    return false;
  }
  return path.extname(pathname) === '';
}

/**
 * Serves the composed site: the shell at `/`, each remote under `/mfe/<name>/`, the
 * deployment file as `/remotes.json`, and the SPA fallback so deep links reach the shell.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions): Promise<void> {
  const readDeploymentFile = createDeploymentReader(options.deploymentFile, app.log, () =>
    app.metrics.deploymentFileRefused(),
  );
  const { settings } = app.deps;
  /**
   * What this browser is served: each remote's stable release, or its canary when the
   * browser's cohort (a cookie, set here when a canary needs it) is in the canary's share.
   * The answer then depends on the cookie, and says so to every cache.
   */
  const deploymentFor = (request: FastifyRequest, reply: FastifyReply) => {
    const file = readDeploymentFile();
    if (!file) {
      return undefined;
    }
    const cohort = cohortOf(request, reply, {
      secureCookies: settings.secureCookies,
      needed: hasCanary(file),
    });
    markCohortDependent(reply);
    return servedDeployment(file, cohort);
  };
  const watch = createCanaryWatch({
    deploymentFile: options.deploymentFile,
    read: readDeploymentFile,
    guard: settings.canary,
    who: `server ${hostname()} pid ${process.pid}`,
    now: () => Date.now(),
    onWithdrawn: ({ remote, version, reason }) => {
      app.metrics.canaryWithdrawn(remote, version);
      app.log.error(
        { remote, release: version, reason, file: options.deploymentFile },
        'A canary is withdrawn: every browser gets the stable release at its next load',
      );
    },
    onFailed: (error) =>
      app.log.error({ err: error }, 'A canary could not be withdrawn; it is still handed out'),
    shared: options.canaryCounts,
  });
  app.decorate('releaseReports', {
    record: (remote: RemoteName, reported: string | undefined, event: ReleaseEvent) => {
      const file = readDeploymentFile();
      // Only the remotes the file names are counted: a browser cannot make up metric series.
      if (file?.remotes[remote] === undefined) {
        return;
      }
      const release = releaseLabel(file, remote, reported);
      app.metrics.remoteReleaseReport(remote, release, event);
      watch.record(remote, release, event);
    },
    settled: watch.settled,
  });
  // Source maps are for our own debugging: in production none is served (404), whatever
  // the build left beside the code (the production build's maps carry no source text
  // either, tooling/rspack). Development and the e2e suite keep them.
  const servesMaps = !app.deps.settings.production;
  const servable = (pathname: string) => servesMaps || !pathname.endsWith('.map');

  /** The style sheets a page was given inline (first-paint-styles.ts), for its CSP. */
  const inlineStyleSources = new WeakMap<FastifyRequest, string[]>();
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.routeOptions.config.access;
    const apiAnswer =
      (access === 'user' || access === 'object') &&
      String(reply.getHeader('content-type')).startsWith('application/json');
    reply.header(
      'Content-Security-Policy',
      // A signed-in API answer is data, never a page: the strictest policy, which also
      // spares every API call a look at the deployment file the site's policy is built from.
      // A canary is served from the same releases base as its stable release (a remote's
      // releases have one base: its own or the file's), so the stable deployment's origins
      // are every origin a browser may be given.
      apiAnswer
        ? apiPolicy
        : contentSecurityPolicy(
            servedDeployment(readDeploymentFile() ?? { remotes: {} }),
            inlineStyleSources.get(request),
          ),
    );
    return payload;
  });

  // The editors' app (redaktor/, issue 34) is served from the agency's own editor origin,
  // behind the editors' sign-in, and never from the citizens': here /redaktor and all below
  // it answer 404 in every environment, whatever is configured. A plain answer, not the
  // shell's page (which would load the site's code, and where the declared routes cannot be
  // read would even answer 200), and never a file, not even one a build left in the shell's
  // folder: these routes come before the shell's files.
  const editorsAppIsNotHere = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Sidan finns inte.');
  app.get('/redaktor', editorsAppIsNotHere);
  app.get('/redaktor/*', editorsAppIsNotHere);

  app.get('/remotes.json', async (request, reply) => {
    const deployment = deploymentFor(request, reply);
    if (!deployment) {
      return reply.code(503).send({
        kod: 'okant.fel',
        meddelande: 'Webbplatsens delar kunde inte hittas just nu. Försök igen senare.',
      });
    }
    return deployment;
  });

  // A server may start before the first deploy (or a remote's first build): the folders
  // exist from the start and are filled when the files are copied in.
  for (const dir of [
    options.layout.shellDir,
    ...options.layout.remotes.map((remote) => remote.dir),
  ]) {
    mkdirSync(dir, { recursive: true });
  }

  for (const remote of options.layout.remotes) {
    await app.register(fastifyStatic, {
      root: remote.dir,
      prefix: remote.urlPrefix,
      decorateReply: false,
      // Remote assets are public and may be loaded by a shell on another origin.
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        res.setHeader('Access-Control-Allow-Origin', '*');
        // The answer depends on Accept-Encoding (preCompressed): caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
      cacheControl: false,
      index: false,
      // The build wrote .br and .gz beside each text asset: sent by Accept-Encoding.
      preCompressed: true,
      // Files are looked up per request, so a redeployed remote is served at once.
      wildcard: true,
      allowedPath: servable,
    });
  }

  await app.register(fastifyStatic, {
    root: options.layout.shellDir,
    prefix: '/',
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
    },
    cacheControl: false,
    preCompressed: true,
    // Pages (`/` and every deep link) are answered by sendShell below, never as a file.
    index: false,
    allowedPath: (pathname) => pathname !== '/index.html' && servable(pathname),
    wildcard: true,
  });

  const shellPage = createShellPage(options.layout.shellDir);
  const remotePreloads = createRemotePreloads(options.layout, app.log);
  const prerenderedPages = createPrerenderedPages(options.layout, app.log);
  const firstPaintStyles = createFirstPaintStyles(options.layout, app.log);
  /**
   * The remote's style sheets of a prerendered page, written into it where the server has
   * them (first-paint-styles.ts: no connection to the remote's origin before the first
   * paint), linked otherwise; the page's CSP allows exactly the sheets written in.
   */
  const firstPaintStyleTags = (reply: FastifyReply, preloads: Preload[]): string => {
    const sources: string[] = [];
    const tags = preloads
      .filter(({ as }) => as === 'style')
      .map((preload) => {
        const style = firstPaintStyles(preload.href);
        if (!style) {
          return preloadLinks([preload], { stylesheets: true });
        }
        sources.push(style.cspSource);
        return `<style>${style.css}</style>`;
      });
    inlineStyleSources.set(reply.request, sources);
    return tags.join('');
  };
  const knownPage = createKnownPage(options.layout, app.log);
  /**
   * Remotes on origins of their own (the production shape): their manifests, prerendered
   * pages and declared routes are fetched in the background, at start and every few
   * seconds, so no process serves a first visitor a page without them (or answers 200 for
   * an unknown address) while another one has them. Not per page:
   * the page's own remote is kept fresh by its fetcher's TTL, and a page should not pay
   * for a read of the deployment file and a loop over every remote.
   */
  const warmRemoteOrigins = () => {
    const file = readDeploymentFile();
    if (file) {
      const stable = servedDeployment(file);
      remotePreloads.warm(stable);
      prerenderedPages.warm(stable);
      knownPage.warm(stable);
      // Each remote's first-paint style sheets, once its manifest is here: not even the
      // first page of a process links a sheet on another origin.
      for (const prefixes of Object.values(stable.prefixes)) {
        const pagePath = prefixes?.[0];
        for (const { href, as } of pagePath ? remotePreloads(stable, pagePath) : []) {
          if (as === 'style') {
            firstPaintStyles(href);
          }
        }
      }
    }
  };
  app.addHook('onReady', async () => warmRemoteOrigins());
  // Also without visitors: an origin that was not up when this process started (nginx
  // after the servers) is fetched a few seconds later, not at the first visitor's page.
  const warming = setInterval(warmRemoteOrigins, options.warmEveryMs ?? 5_000).unref();
  app.addHook('onClose', async () => clearInterval(warming));
  app.decorate('sendShell', async (reply: FastifyReply) => {
    const { config, driftinfo } = await pageData(app);
    const deployment = deploymentFor(reply.request, reply);
    const pagePath = reply.request.url.split('?')[0] ?? '/';
    const signedIn = hasProviderSession(reply.request.headers.cookie);
    const language = informationPageLanguage(reply, settings.secureCookies, (there) =>
      knownPage(deployment, there),
    );
    if (language.redirectTo !== undefined) {
      return reply.header('Cache-Control', 'no-store').redirect(language.redirectTo, 302);
    }
    const { sprak } = language;
    const known = knownPage(deployment, pagePath);
    // A prerendered text is in its address's language (an information page's, else
    // Swedish): a page in another language is drawn by its scripts.
    const prerendered =
      sprak === (adressensSprak(pagePath) ?? standardSprak)
        ? prerenderedPages(deployment, pagePath, { config, signedIn, address: reply.request.url })
        : undefined;
    const preloads = remotePreloads(deployment, pagePath, { signedIn });
    // Beside a prerendered text its style sheets are linked (its first paint needs them).
    // A visitor without a session reads that text as the page: the scripts wait for its
    // first paint. A signed-in page's text is a frame its data fills: they start at once.
    const scriptsAfterFirstPaint = prerendered !== undefined && !signedIn;
    const html = shellPage({
      deployment,
      config,
      driftinfo,
      preloads: scriptsAfterFirstPaint
        ? firstPaintStyleTags(reply, preloads)
        : preloadLinks(preloads, { stylesheets: prerendered !== undefined }),
      preloadsAfterFirstPaint: scriptsAfterFirstPaint
        ? preloadLinks(preloads.filter(({ as }) => as !== 'style'))
        : '',
      scriptsAfterFirstPaint,
      prerendered,
      // The pseudo-locale (outside production) reads as English; only its tag differs.
      sprak: asksForPseudo(reply.request, settings.secureCookies) ? pseudoSprak : sprak,
      alternates: known ? alternateLanguages(settings.publicUrl, pagePath) : '',
    });
    if (html === undefined) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Webbplatsen är inte byggd. Kör npm start.');
    }
    if (!known) {
      // The same page (the shell shows its not-found text), but a real 404: a missing page
      // is not indexed, and monitoring can count it.
      reply.code(404);
    }
    // The header, the language and the preloads depend on the provider's session cookie,
    // the language's and the cohort's (deploymentFor marked the answer private, Vary:
    // Cookie): a shared cache must not give one visitor's page to another.
    markCohortDependent(reply);
    return reply.type('text/html; charset=utf-8').send(html);
  });
  app.get('/', (_request, reply) => app.sendShell(reply));
  app.decorate('isPageRequest', looksLikePage);
}

/**
 * The runtime config as GET /api/konfiguration answers it, and how the maintenance file's
 * route answers right now, from the functions those routes answer with: called directly,
 * not through app.inject, which on every page cost two whole requests (hooks, log lines).
 * Undefined when one fails: the shell then asks for it itself.
 */
async function pageData(app: FastifyInstance): Promise<{
  config: Config | undefined;
  driftinfo: { status: number; body?: unknown } | undefined;
}> {
  const { settings, now } = app.deps;
  const [config, driftinfo] = await Promise.all([
    runtimeConfig(settings, now()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'Konfigurationen kunde inte skrivas in i sidan');
      return undefined;
    }),
    driftinfoAnswer(settings).catch((error: unknown) => {
      app.log.warn({ err: error }, 'Driftinformationen kunde inte skrivas in i sidan');
      return undefined;
    }),
  ]);
  return { config, driftinfo };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports of a remote's release from the browsers: counted, and watched for a bad canary. */
    releaseReports: {
      record: (remote: RemoteName, release: string | undefined, event: ReleaseEvent) => void;
      settled: () => Promise<void>;
    };
    sendShell: (reply: FastifyReply) => Promise<FastifyReply>;
    isPageRequest: (request: FastifyRequest) => boolean;
  }
}
