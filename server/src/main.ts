import path from 'node:path';
import { buildApp } from './app';
import { devAnswerKeys, parseAnswerKeys, type AnswerKey } from './answer-signing/answer-keys';
import { parseMachineClients } from './machine-clients/machine-clients';
import { readStartConfig } from './core/production';
import { derivedUrls } from './core/settings';
import { closeOnSignals } from './core/shutdown';
import { startMetricsServer } from './metrics/metrics-server';

const start = readStartConfig(process.env);
if (!start.ok) {
  // Before any logger exists: the operator reads this in the process's output.
  console.error(`Fullmakt startar inte:\n${start.refusals.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
const { env, deployment, trustProxy, warnings } = start;
let answerKeys: AnswerKey[];
try {
  // Checked by readStartConfig above; production has them, development keeps its own.
  answerKeys = env.FULLMAKT_ANSWER_SIGNING_KEYS
    ? parseAnswerKeys(env.FULLMAKT_ANSWER_SIGNING_KEYS)
    : devAnswerKeys(env.FULLMAKT_DATA_DIR, new Date());
} catch (error) {
  console.error(
    `Fullmakt startar inte:\n- Nyckeln som signerar tredje mans svar kan inte skapas i ${env.FULLMAKT_DATA_DIR} (${(error as Error).message}): ange FULLMAKT_ANSWER_SIGNING_KEYS eller en FULLMAKT_DATA_DIR som går att skriva i.`,
  );
  process.exit(1);
}
const urls = derivedUrls(deployment.envName);
const tracesEndpoint =
  env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
  (env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`
    : undefined);
const app = await buildApp({
  webDir: env.FULLMAKT_WEB_DIR,
  deploymentFile: env.FULLMAKT_REMOTES_FILE,
  releasesDir: env.FULLMAKT_RELEASES_DIR,
  logLevel: env.LOG_LEVEL,
  database: env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { sqliteFile: path.join(env.FULLMAKT_DATA_DIR, 'fullmakt.sqlite') },
  publicUrl: env.FULLMAKT_PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  secret: env.FULLMAKT_SECRET,
  trustProxy,
  tracing: tracesEndpoint
    ? { endpoint: tracesEndpoint, serviceName: env.OTEL_SERVICE_NAME }
    : undefined,
  sharedRateLimits: env.REDIS_URL ? { url: env.REDIS_URL } : undefined,
  settings: {
    env: deployment.envName,
    production: deployment.production,
    testEid: deployment.testEid,
    staticUrl: env.FULLMAKT_STATIC_URL ?? urls.staticUrl,
    adminUrl: env.FULLMAKT_ADMIN_URL ?? urls.adminUrl,
    privat: env.FULLMAKT_PRIVAT,
    transportfullmaktMaxLed: env.FULLMAKT_TRANSPORTFULLMAKT_MAX_LED,
    driftinfoFile:
      env.FULLMAKT_DRIFTINFO_FILE ?? path.join(env.FULLMAKT_DATA_DIR, 'driftinfo.json'),
    apiBases: {
      fullmakterApi: env.FULLMAKT_FULLMAKTER_API,
      partanslutningApi: env.FULLMAKT_PARTANSLUTNING_API,
      tredjemanApi: env.FULLMAKT_TREDJEMAN_API,
      utkastApi: env.FULLMAKT_UTKAST_API,
    },
    rateLimit: {
      login: env.FULLMAKT_RATE_LIMIT_LOGIN,
      signing: env.FULLMAKT_RATE_LIMIT_SIGNING,
      lookup: env.FULLMAKT_RATE_LIMIT_LOOKUP,
      verify: env.FULLMAKT_RATE_LIMIT_VERIFY,
    },
    canary: {
      marginPercent: env.FULLMAKT_CANARY_MARGIN_PERCENT,
      windowMs: env.FULLMAKT_CANARY_WINDOW_SECONDS * 1000,
      minLoads: env.FULLMAKT_CANARY_MIN_LOADS,
    },
  },
  // Every process looks for due scheduled jobs; one of them runs each job once an hour.
  purgeIntervalMs: 60_000,
  // Notices: over SMTP when FULLMAKT_SMTP_URL is set, else kept for /utvecklare/epost.
  outbox: { smtpUrl: env.FULLMAKT_SMTP_URL ?? null, intervalMs: 5_000 },
  demoPowers: deployment.demoData,
  answerKeys,
  machineClients: env.FULLMAKT_MACHINE_CLIENTS
    ? parseMachineClients(env.FULLMAKT_MACHINE_CLIENTS)
    : [],
});

if (env.FULLMAKT_METRICS_PORT !== undefined) {
  // Prometheus scrapes a port of its own, never forwarded by the load balancer.
  const metricsServer = await startMetricsServer(app.metrics.registry, {
    port: env.FULLMAKT_METRICS_PORT,
    host: env.FULLMAKT_METRICS_HOST,
    token: env.FULLMAKT_METRICS_TOKEN,
  });
  app.addHook('onClose', metricsServer.close);
}

closeOnSignals(app, { graceMs: env.FULLMAKT_SHUTDOWN_GRACE_MS });

app.log.info(
  { miljo: deployment.envName, produktion: deployment.production },
  deployment.production ? 'Miljön är produktion' : 'Miljön är inte produktion',
);
for (const warning of warnings) {
  app.log.warn(warning);
}

await app.listen({ port: env.PORT, host: env.HOST });
