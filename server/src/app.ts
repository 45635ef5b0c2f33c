import path from 'node:path';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { defaultDataDir } from './config';
import { newAnswerKey, type AnswerKey } from './answer-signing/answer-keys';
import { createAnswerSigner } from './answer-signing/answer-signer';
import { documentSignedAnswers, jwksRoute } from './answer-signing/signed-answer';
import type { RouteAccess } from './routes/route-kit';
import { requireCaller } from './core/caller';
import { requireCallerOrClient } from './machine-clients/client-caller';
import { machineClientScheme } from './machine-clients/client-routes';
import type { MachineClient } from './machine-clients/machine-clients';
import { devMailboxRoute } from './avisering/dev-mailbox-route';
import { startOutboxTimer } from './avisering/outbox-timer';
import { registerErrorHandler } from './core/error-handler';
import { serveInRequestLanguage } from './core/request-language';
import { runScheduledJobs } from './scheduler/scheduler';
import { frameworkErrors } from './core/framework-errors';
import { purgeIdempotencyKeys } from './core/idempotency';
import { AccessLog, defaultAccessLogOptions, type AccessLogOptions } from './historik/access-log';
import { loggerOptions } from './core/logging';
import { loadSecret } from './core/secret';
import { defaultSettings, type Settings } from './core/settings';
import { memoryLookupBudget, redisLookupBudget } from './core/lookup-budget';
import { redisWatch, sharedRateLimitOptions, type SharedRateLimits } from './core/rate-limit-store';
import { fastifyTrustProxy, requestIdGenerator, type TrustProxy } from './core/trust-proxy';
import { createXsrf, registerXsrf } from './core/xsrf';
import './core/deps';
import { openDatabase, type Db, type DatabaseOptions } from './db/database';
import { pruneListChanges } from './db/list-counts';
import { prepareDatabase } from './db/prepare';
import { flushProofs, purgeOldProofs } from './core/dpop';
import { healthRoutes } from './routes/health-routes';
import { interactionRoutes } from './oidc/interaction-routes';
import { createProvider } from './oidc/provider';
import { mountProvider } from './oidc/provider-mount';
import { sessionRoute } from './oidc/session-route';
import { sessionsRoutes } from './oidc/sessions-routes';
import { begaranRoutes } from './routes/begaran-routes';
import { browserErrorRoutes } from './routes/browser-error-routes';
import { configRoutes } from './routes/config-routes';
import { docsRoutes } from './routes/docs-routes';
import { fullmaktRoutes } from './routes/fullmakt-routes';
import { personRoutes } from './routes/person-routes';
import { verifyRoutes } from './routes/verify-routes';
import { registryRoutes } from './routes/registry-routes';
import { signingServiceRoutes } from './signing/signing-service-routes';
import { countRequests, createMetrics, type Metrics } from './metrics/metrics';
import {
  createTracing,
  databaseSpans,
  traceRequests,
  type TracingOptions,
} from './tracing/tracing';
import { canaryRedisAwayMessage } from './deploy/canary-watch';
import { webPlugin } from './web/web-plugin';
import { languageRoute } from './web/language-route';
import { defaultDeploymentFile, resolveWebLayout } from './web/web-layout';

export interface AppOptions {
  webDir?: string | undefined;
  deploymentFile?: string | undefined;
  /** Where `pnpm release` put the releases served at /releases/ (default `releases/`). */
  releasesDir?: string | undefined;
  /** How often remotes on origins of their own are fetched again without visitors (5 s). */
  remoteWarmEveryMs?: number;
  logLevel?: string;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** An open database (tests), or how to open one; default SQLite in the data folder. */
  database?: Db | DatabaseOptions;
  /** The site's public origin; the OIDC issuer and redirect URI derive from it. */
  publicUrl?: string;
  secret?: string | undefined;
  /** Proxies believed for the client's address and X-Request-Id (core/trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** Rate limits counted in Redis across processes (REDIS_URL); per process without it. */
  sharedRateLimits?: SharedRateLimits | undefined;
  /** The clock; tests move it. */
  now?: () => Date;
  settings?: Partial<Omit<Settings, 'publicUrl' | 'secret'>>;
  /**
   * Look for due scheduled jobs (draft removal, expiry, reminders; scheduler/scheduler.ts)
   * every this many ms (0 = never; tests call the jobs directly).
   */
  purgeIntervalMs?: number;
  /** Run the outbox of notices: over SMTP at `smtpUrl`, or keep them when it is null. */
  outbox?: { smtpUrl: string | null; intervalMs: number };
  /** Load a few demo powers between the test people on first start (main.ts does). */
  demoPowers?: boolean;
  /** Count every request in the metrics (default on; off only to measure what it costs). */
  requestMetrics?: boolean;
  /** Export traces over OTLP (tracing/tracing.ts); none without an endpoint. */
  tracing?: TracingOptions | undefined;
  /**
   * The keys that sign third parties' answers (answer-signing/). main.ts passes production's
   * from FULLMAKT_ANSWER_SIGNING_KEYS or development's from the data folder; without them
   * (tests of other parts) one key made now, signing from the epoch, held in memory only.
   */
  answerKeys?: AnswerKey[];
  /** How third parties' reads are written (historik/access-log.ts). */
  accessLog?: AccessLogOptions;
  /** Third parties' systems allowed as machine clients (FULLMAKT_MACHINE_CLIENTS); none by default. */
  machineClients?: MachineClient[];
}

/** One row of the server's own route table, as the access-matrix test reads it. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  access: RouteAccess | undefined;
  /** The route validates a JSON body with a zod schema. */
  hasBody: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** The figures for Prometheus (metrics/metrics.ts), served by main.ts on their own port. */
    metrics: Metrics;
  }
}

function isOpenDb(database: AppOptions['database']): database is Db {
  return database !== undefined && 'kysely' in database;
}

/** Builds the whole server; `main.ts` listens, tests use `inject`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // The proxy's X-Request-Id when a trusted proxy sent it, a new id otherwise.
    genReqId: requestIdGenerator(options.trustProxy ?? false),
    requestIdHeader: false,
    // On shutdown a request that reached a connection accepted before the listener closed
    // is served like one in flight (the pool closes after it), not refused with a bare 503
    // that a load balancer would pass on: a rolling restart then loses no request.
    return503OnClosing: false,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') {
        routeTable.push({
          method,
          url: route.url,
          access: route.config?.access,
          hasBody: Boolean(route.schema?.body),
        });
      }
    }
  });

  const now = options.now ?? (() => new Date());
  // Without a database option the app runs on a private in-memory SQLite (tests of other
  // parts); main.ts always passes the data folder's file or DATABASE_URL.
  const db = isOpenDb(options.database)
    ? options.database
    : openDatabase({
        ...(options.database ?? { sqliteFile: ':memory:' }),
        onConnectionError: (error) => {
          app.log.warn({ kod: (error as { code?: string }).code }, 'Databasanslutningen bröts');
        },
      });
  const ownsDb = !isOpenDb(options.database);
  await prepareDatabase(db, now(), { demoPowers: options.demoPowers ?? false });
  const tracing = options.tracing ? createTracing(options.tracing) : undefined;
  const secret = await loadSecret(db.kysely, options.secret);
  const port = Number(process.env.PORT ?? 8080);
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  const settings = defaultSettings({
    driftinfoFile: path.join(defaultDataDir, 'driftinfo.json'),
    ...options.settings,
    publicUrl,
    secret,
  });
  const provider = await createProvider({
    db: db.kysely,
    publicUrl,
    secret,
    secureCookies: settings.secureCookies,
    machineClients: options.machineClients ?? [],
  });
  app.decorate(
    'machineClients',
    new Map((options.machineClients ?? []).map((client) => [client.clientId, client])),
  );
  const xsrf = createXsrf(secret, { secureCookies: settings.secureCookies });
  // With tracing, every statement of the app's own code is a span (the start-up's are not).
  const appDb = tracing
    ? {
        ...db,
        kysely: db.kysely.withPlugin(
          databaseSpans(tracing, db.dialect === 'postgres' ? 'postgresql' : 'sqlite'),
        ),
      }
    : db;
  const shared = options.sharedRateLimits
    ? await sharedRateLimitOptions(options.sharedRateLimits, app.log)
    : undefined;
  const lookupBudget = shared
    ? redisLookupBudget(
        shared.redis,
        shared.nameSpace,
        settings.rateLimit.lookup,
        shared.watch,
        memoryLookupBudget(settings.rateLimit.lookup, now),
      )
    : memoryLookupBudget(settings.rateLimit.lookup, now);
  const accessLog = new AccessLog(
    appDb.kysely,
    options.accessLog ?? defaultAccessLogOptions,
    (message, detail) => app.log.warn(detail, message),
  );
  app.decorate('deps', { db: appDb, settings, now, provider, xsrf, lookupBudget, accessLog });
  if (tracing) {
    traceRequests(app, tracing);
  }
  app.decorate(
    'answerSigner',
    createAnswerSigner(options.answerKeys ?? [newAnswerKey(new Date(0))], now),
  );
  const metrics = createMetrics(db, now);
  app.decorate('metrics', metrics);
  if (options.requestMetrics ?? true) {
    countRequests(app, metrics);
  }
  app.addHook('onClose', async () => {
    // The reads of the last moments (the requests in flight have answered by now) and the
    // used DPoP proofs held in memory only (SQLite) are written before the database closes.
    await accessLog.close();
    await flushProofs(db.proofs);
    if (ownsDb) {
      await db.close();
    }
  });

  // Headers of every answer; the CSP is set by the web plugin from the deployment file.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cookie);
  serveInRequestLanguage(app, settings.secureCookies);
  // Dynamic answers (pages, API JSON) compressed above 1 KB by Accept-Encoding, brotli at a
  // quality that costs little per request; static assets come precompressed from the build.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  if (shared) {
    app.addHook('onClose', async () => {
      shared.redis.disconnect();
    });
    await app.register(rateLimit, { global: false, store: shared.store });
  } else {
    await app.register(rateLimit, { global: false });
  }
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fullmakt API',
        version: '1.0.0',
        description:
          'API för den nationella e-tjänsten för digitala fullmakter. Anrop under /api kräver en DPoP-bunden token från inloggningen (/oauth2) i huvudet Authorization (DPoP <token>), ett nytt DPoP-bevis för anropets metod och adress i huvudet DPoP (RFC 9449) och, för ändrande anrop, XSRF-TOKEN-kakan i huvudet X-XSRF-TOKEN. Tredje mans system kan i stället hämta en token med client credentials och private_key_jwt (säkerhetsschemat maskinklient). Svar om fullmakter är signerade i huvudet Fullmakt-Signature med nycklarna i /.well-known/jwks.json.',
      },
      components: {
        securitySchemes: {
          dpop: { type: 'http', scheme: 'DPoP' },
          maskinklient: machineClientScheme,
        },
      },
      security: [{ dpop: [] }],
    },
    transform: documentSignedAnswers(jsonSchemaTransform),
  });
  if (settings.secureCookies) {
    // TLS ends at the load balancer, and with secure cookies the public URL is https
    // (production refuses any other): every request reached the user's browser over HTTPS.
    // Said to the OIDC provider (Koa), which marks its cookies Secure only on such a request.
    app.addHook('onRequest', async (request) => {
      request.raw.headers['x-forwarded-proto'] = 'https';
    });
  }
  registerXsrf(app, xsrf);
  registerErrorHandler(app);
  // The id every log line of the request carries, so support can find a user's call.
  // A signed-in caller's answer (its powers, names, personnummer) is kept by no cache, the
  // browser's own and its back-forward store included.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    const access = request.routeOptions.config.access;
    if ((access === 'user' || access === 'object') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
  // Authenticate before the payload is even parsed: an anonymous caller learns nothing,
  // not even whether its request was well-formed.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'user' || access === 'object') {
      await (request.routeOptions.config.machineClients
        ? requireCallerOrClient(request)
        : requireCaller(request));
    }
  });

  await app.register(fp(webPlugin), {
    layout: resolveWebLayout(options.webDir, options.releasesDir),
    deploymentFile: options.deploymentFile ?? defaultDeploymentFile,
    ...(options.remoteWarmEveryMs === undefined ? {} : { warmEveryMs: options.remoteWarmEveryMs }),
    // The canaries are judged on the reports every process received, counted in Redis.
    canaryCounts: shared
      ? {
          redis: shared.redis,
          keyPrefix: shared.nameSpace,
          watch: redisWatch(app.log, Date.now, {
            away: canaryRedisAwayMessage,
            back: 'Redis för räkningen av kanarieversionerna svarar igen; rapporterna räknas gemensamt',
          }),
        }
      : undefined,
  });

  await app.register(healthRoutes);
  await app.register(languageRoute);
  await app.register(configRoutes);
  await app.register(browserErrorRoutes);
  await app.register(registryRoutes);
  await app.register(fullmaktRoutes);
  await app.register(personRoutes);
  await app.register(begaranRoutes);
  await app.register(verifyRoutes);
  await app.register(sessionRoute);
  await app.register(sessionsRoutes);
  await app.register(interactionRoutes, { loginRateLimit: settings.rateLimit.login });
  if (settings.testEid) {
    // BankID Mock for signing: the only signing service so far, so none in production.
    await app.register(signingServiceRoutes, { rateLimit: settings.rateLimit.signing });
  }
  await app.register(mountProvider, { provider, rateLimit: settings.rateLimit.login * 5 });
  await app.register(docsRoutes);
  await app.register(jwksRoute);
  if (!settings.production) {
    await app.register(devMailboxRoute);
  }
  if (options.outbox) {
    startOutboxTimer(app, options.outbox);
  }

  app.setNotFoundHandler((request, reply) => {
    if (app.isPageRequest(request)) {
      return app.sendShell(reply);
    }
    return reply.code(404).send({ kod: 'okant.fel', meddelande: 'Resursen finns inte.' });
  });

  if (options.purgeIntervalMs) {
    // A run in progress is awaited on close (its batches are transactions), so the pool
    // is not closed under it and shutdown never cuts a removal in half.
    // One run at a time: a run slower than the interval is not joined by a second one.
    let running: Promise<void> | undefined;
    const purge = async (): Promise<void> => {
      try {
        // Draft removal, expiry events and reminders: each once an hour among all processes.
        const failed: string[] = [];
        const ran = await runScheduledJobs(db.kysely, now(), (job, err) => {
          failed.push(job);
          app.log.error({ err, job }, 'Ett schemalagt jobb misslyckades');
        });
        metrics.schedulerPass(ran, failed);
        const keys = await purgeIdempotencyKeys(db.kysely, now());
        // Real time, like the proofs' own iat (the browser's clock, not the app's).
        await purgeOldProofs(db.proofs, Date.now());
        if (db.dialect === 'postgres') {
          await pruneListChanges(db.kysely);
        }
        if (Object.keys(ran).length > 0 || keys > 0) {
          app.log.info({ ran, keys }, 'Schemalagda jobb körda och idempotensnycklar borttagna');
        }
      } catch (err: unknown) {
        app.log.error({ err }, 'Borttagning av gamla utkast misslyckades');
      }
    };
    const tick = () => {
      running ??= purge().finally(() => {
        running = undefined;
      });
    };
    const timer = setInterval(tick, options.purgeIntervalMs);
    timer.unref();
    // A process just started (a deploy, a restart) looks once soon, not a whole interval
    // later: a job due in this hour is not left waiting on every restart.
    const first = setTimeout(tick, Math.min(options.purgeIntervalMs, 1_000));
    first.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    });
  }

  return app;
}
