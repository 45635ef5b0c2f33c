import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/database';

/**
 * The server's figures for Prometheus (issue 18): requests per route (rate, errors and
 * latency from one histogram), the database pool, the outbox and the scheduler, and Node's
 * own (memory, CPU, event-loop delay). One registry per app, so tests can build several.
 * Served on a port of its own (metrics-server.ts), never through the public one.
 */
export interface Metrics {
  registry: Registry;
  /** What one pass of the outbox did. */
  outboxPass: (result: { skickade: number; misslyckade: number; igen: number }) => void;
  /** What one scheduler pass ran (items per job) and which jobs failed. */
  schedulerPass: (ran: Record<string, number>, failed: string[]) => void;
  /** A deployment file this process refused (it kept the last good one). */
  deploymentFileRefused: () => void;
  /** A browser reported a release of a remote: loaded, failed to load, or an error in it. */
  remoteReleaseReport: (
    remote: string,
    release: string,
    event: 'load' | 'failure' | 'error',
  ) => void;
  /** The server withdrew a remote's canary (canary-watch.ts). */
  canaryWithdrawn: (remote: string, release: string) => void;
}

/** Latency buckets in seconds: the API answers in milliseconds; a second is already slow. */
const latencyBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route pattern, never the URL: ids in paths would make a series per power. */
const unmatchedRoute = '(ingen route)';

export function createMetrics(db: Db, now: () => Date): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'fullmakt_' });

  new Gauge({
    name: 'fullmakt_db_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, and callers waiting for one (waiting); max is the limit.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = db.poolStats?.();
      if (pool) {
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
        this.set({ state: 'max' }, pool.max);
      }
    },
  });

  new Gauge({
    name: 'fullmakt_outbox_pending',
    help: 'Notices in the outbox not yet done: queued (KO) and being sent (SKICKAS).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      // The worker's own index (status, nasta_forsok): no scan of the sent notices.
      const rows = await db.kysely
        .selectFrom('utskick')
        .select(['status', sql<number>`count(*)`.as('antal')])
        .where('status', 'in', ['KO', 'SKICKAS'])
        .groupBy('status')
        .execute();
      this.set({ status: 'KO' }, 0);
      this.set({ status: 'SKICKAS' }, 0);
      for (const row of rows) {
        this.set({ status: row.status }, Number(row.antal));
      }
    },
  });

  new Gauge({
    name: 'fullmakt_outbox_oldest_due_seconds',
    help: 'How long the oldest due notice has waited past its time (0 when none waits).',
    registers: [registry],
    async collect() {
      const at = now().toISOString();
      const row = await db.kysely
        .selectFrom('utskick')
        .select(sql<string | null>`min(nasta_forsok)`.as('aldsta'))
        .where('status', '=', 'KO')
        .where('nasta_forsok', '<=', at)
        .executeTakeFirst();
      const oldest = row?.aldsta ? Date.parse(row.aldsta) : undefined;
      this.set(oldest === undefined ? 0 : Math.max(0, (now().getTime() - oldest) / 1000));
    },
  });

  const outboxNotices = new Counter({
    name: 'fullmakt_outbox_notices_total',
    help: 'Notices this process handled, by outcome: sent or kept (sent), refused (failed), to be tried again (retry).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const schedulerRuns = new Counter({
    name: 'fullmakt_scheduler_job_runs_total',
    help: 'Scheduled job runs this process claimed and ran, by job and result.',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  });
  const schedulerItems = new Counter({
    name: 'fullmakt_scheduler_job_items_total',
    help: 'What the scheduled jobs this process ran handled (drafts removed, events written, reminders queued).',
    labelNames: ['job'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'fullmakt_scheduler_job_last_claim_timestamp_seconds',
    help: 'When any process last claimed each scheduled job (Unix time): a job that stops moving is stuck.',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.kysely
        .selectFrom('schemalagt_jobb')
        .select(['namn', 'paborjad_tidpunkt'])
        .execute();
      for (const row of rows) {
        this.set({ job: row.namn }, Date.parse(row.paborjad_tidpunkt) / 1000);
      }
    },
  });

  const deploymentFileRefusals = new Counter({
    name: 'fullmakt_deployment_file_refused_total',
    help: 'Deployment files this process refused (malformed, unreadable); it kept serving the last good one.',
    registers: [registry],
  });

  // Per remote and release (issue 29 item 5): the release label is a version the deployment
  // file named (or `build`, `okand`), never the browser's free text, so the series stay few.
  const remoteLoads = new Counter({
    name: 'fullmakt_remote_loads_total',
    help: 'Loads of a remote the browsers reported, by remote and release, failed ones included.',
    labelNames: ['remote', 'release'] as const,
    registers: [registry],
  });
  const remoteLoadFailures = new Counter({
    name: 'fullmakt_remote_load_failures_total',
    help: 'Loads of a remote that failed in the browser (its code did not load), by remote and release.',
    labelNames: ['remote', 'release'] as const,
    registers: [registry],
  });
  const remoteBrowserErrors = new Counter({
    name: 'fullmakt_remote_browser_errors_total',
    help: 'Browser errors on pages of a remote (uncaught, or a route that threw), by remote and release.',
    labelNames: ['remote', 'release'] as const,
    registers: [registry],
  });
  const canaryWithdrawals = new Counter({
    name: 'fullmakt_canary_withdrawals_total',
    help: "Canaries this process withdrew because their failure or error rate exceeded the stable's.",
    labelNames: ['remote', 'release'] as const,
    registers: [registry],
  });

  return {
    registry,
    deploymentFileRefused: () => deploymentFileRefusals.inc(),
    remoteReleaseReport: (remote, release, event) => {
      if (event === 'error') {
        remoteBrowserErrors.inc({ remote, release });
        return;
      }
      remoteLoads.inc({ remote, release });
      if (event === 'failure') {
        remoteLoadFailures.inc({ remote, release });
      }
    },
    canaryWithdrawn: (remote, release) => canaryWithdrawals.inc({ remote, release }),
    outboxPass: (result) => {
      outboxNotices.inc({ outcome: 'sent' }, result.skickade);
      outboxNotices.inc({ outcome: 'failed' }, result.misslyckade);
      outboxNotices.inc({ outcome: 'retry' }, result.igen);
    },
    schedulerPass: (ran, failed) => {
      for (const [job, items] of Object.entries(ran)) {
        schedulerRuns.inc({ job, result: 'ok' });
        schedulerItems.inc({ job }, items);
      }
      for (const job of failed) {
        schedulerRuns.inc({ job, result: 'error' });
      }
    },
  };
}

/**
 * Every answer counted by method, route pattern and status, with its time: the request
 * rate is the histogram's count, errors its 5xx series, latency its buckets. One label
 * lookup and one observation per request, in onResponse (after the answer is sent).
 */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  const requests = new Histogram({
    name: 'fullmakt_http_request_duration_seconds',
    help: 'Answered HTTP requests by method, route pattern and status code, and how long each took.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: latencyBuckets,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? unmatchedRoute,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
}
