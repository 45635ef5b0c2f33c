// `pnpm bench:api [--powers N]`: seeds N powers (100 000; or BENCH_POWERS), then drives list,
// search, view and create at a fixed rate over loopback and prints req/s and p50/p95/p99
// per call, for SQLite (the server in this process) and, when FULLMAKT_TEST_DATABASE_URL
// (or DATABASE_URL) points at one, PostgreSQL in the production shape: two server
// processes (the bundle `dist/main.js`, built first) on one database of their own, the load spread over both as a
// load balancer would. Figures, not a test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { API_ROUTES, fyllSokvag, idag } from '@fullmakt/shared/domain';
import { CompiledQuery, sql } from 'kysely';
import { listStatements } from '../src/fullmakt/list-statements';
import { newAnswerKey } from '../src/answer-signing/answer-keys';
import { buildApp } from '../src/app';
import { jwkThumbprint } from '../src/core/dpop';
import { openDatabase, type Db } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { webClientId } from '../src/oidc/provider';
import { testPerson as p } from '../src/seed/people';
import { tredjemanId } from '../src/seed/third-parties';
import { seedPowers } from './bench-seed';

const { values: args } = parseArgs({
  options: {
    powers: { type: 'string' },
    processes: { type: 'string' },
    only: { type: 'string' },
    phases: { type: 'string' },
    warmup: { type: 'string' },
    // Measures what signing costs: no key signs (its time has not come), so the signed
    // routes answer without the ES256 signature (still in canonical form). SQLite only.
    unsigned: { type: 'boolean', default: false },
    // PostgreSQL: each phase also through the production shape's front (nginx, TLS), right
    // after the same phase straight to the processes, and the difference of their p50.
    front: { type: 'boolean', default: false },
    // The rate of list and view (500 by default, the target's): lower on a machine too busy
    // for 500, so nginx's added cost is measured below saturation rather than in a queue.
    rate: { type: 'string' },
  },
});
/** Calls a second of the list and view phases (500, the target's; `--rate` or BENCH_RATE):
 * lower on a loaded machine, so CPU per call and nginx's cost are not queueing's. */
const LIST_VIEW_RATE = Number(args.rate ?? process.env.BENCH_RATE ?? 500);
/** The phases to run, comma-separated (all by default): list, view, search, create. */
const PHASES = args.phases?.split(',');
const POWERS = Number(args.powers ?? process.env.BENCH_POWERS ?? 100_000);
/** Server processes on PostgreSQL (2: the production shape behind a load balancer). */
const PG_PROCESSES = Number(args.processes ?? 2);
/** `sqlite` or `postgres` to run one database only. */
const ONLY = args.only;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = () => os.loadavg()[0]?.toFixed(2) ?? '?';
console.info(
  `Belastning på maskinen före start (load average 1 min): ${os.loadavg()[0]?.toFixed(2)} på ${os.cpus().length} kärnor`,
);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Seconds of list and view calls, not counted, before the measured phases (`--warmup 0`:
 * none). A fresh process runs its code unoptimised at first: at 500 req/s its first second
 * queued calls for up to a second on PostgreSQL, where the measured processes are new. A
 * load balancer's slow start spares a real process that; the figures are of one running.
 */
const WARMUP_SECONDS = Number(args.warmup ?? 3);

interface Phase {
  name: string;
  rate: number;
  seconds: number;
  /** The first this many requests are each the first of their kind (no kept count). */
  firstOfKind?: number;
  requests: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: unknown;
    /** The DPoP-bound access token: the load generator signs a fresh proof for each call. */
    accessToken?: string;
  }[];
}

/**
 * The browser's DPoP key (ES256, P-256): tokens are bound to it, and the load generator
 * (its own thread, like a browser's own CPU) signs a proof per request with it.
 */
const dpopKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicJwk = dpopKey.publicKey.export({ format: 'jwk' });
const dpop = {
  privateJwk: dpopKey.privateKey.export({ format: 'jwk' }),
  publicJwk: { kty: 'EC', crv: 'P-256', x: String(publicJwk.x), y: String(publicJwk.y) },
  origin: 'http://127.0.0.1',
};
const jkt = jwkThumbprint({ kty: 'EC', crv: 'P-256', x: dpop.publicJwk.x, y: dpop.publicJwk.y });

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * CPU time of this process's main thread (the server's; the load runs in a worker), in ms,
 * from /proc on Linux. Unlike the event loop's busy time it does not count the time the
 * thread waited for a core the machine's other work was using.
 */
function mainThreadCpuMs(pid: number = process.pid): number | undefined {
  return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

/** CPU time of all the process's threads, in ms (libuv's pool, V8's helpers, workers). */
function processCpuMs(pid: number = process.pid): number | undefined {
  return statCpuMs(`/proc/${pid}/stat`);
}

function statCpuMs(file: string): number | undefined {
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ');
    const ticks = Number(fields?.[11]) + Number(fields?.[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Where the load goes: the ports of the server processes, and their main threads' ids. */
interface Target {
  ports: number[];
  /** Server processes other than this one (PostgreSQL run); none = the app in this process. */
  pids: number[];
  /** Through nginx in front of them (`--front`): its port and certificate. */
  front?: { port: number; certFile: string };
}

function serverCpuMs(target: Target): number | undefined {
  const each = target.pids.length === 0 ? [mainThreadCpuMs()] : target.pids.map(mainThreadCpuMs);
  return each.some((ms) => ms === undefined)
    ? undefined
    : each.reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
}

/**
 * CPU time of the server processes' threads other than their main one: the ES256 checks
 * WebCrypto runs on libuv's thread pool, the garbage collector's helpers. In this process
 * (SQLite) the load generator's thread is taken out by the caller.
 */
function serverOtherThreadsCpuMs(target: Target): number | undefined {
  const pids = target.pids.length === 0 ? [process.pid] : target.pids;
  let sum = 0;
  for (const pid of pids) {
    const all = processCpuMs(pid);
    const main = mainThreadCpuMs(pid);
    if (all === undefined || main === undefined) {
      return undefined;
    }
    sum += all - main;
  }
  return sum;
}

/**
 * CPU time of each of the PostgreSQL server's processes on this machine (its backends, WAL
 * writer, autovacuum), in ms by pid: the database's share of a call.
 */
function postgresCpuMs(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) {
      continue;
    }
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
        byPid.set(pid, statCpuMs(`/proc/${pid}/stat`) ?? 0);
      }
    } catch {
      // Ended meanwhile.
    }
  }
  return byPid;
}

/**
 * What PostgreSQL's processes used since `start`: a process that ended meanwhile (an idle
 * connection closed) takes its time with it, so this is at least what the database used.
 */
function postgresCpuSince(start: Map<string, number>): number {
  let sum = 0;
  for (const [pid, ms] of postgresCpuMs()) {
    sum += ms - (start.get(pid) ?? 0);
  }
  return sum;
}

/** Runs one phase and prints its figures; resolves with its p50 and p99 (ms). */
async function runPhase(target: Target, phase: Phase): Promise<{ p50: number; p99: number }> {
  // The server's own busy time (its event loop), as a figure less bent by other load.
  const eluStart = performance.eventLoopUtilization();
  const cpuStart = serverCpuMs(target);
  const otherStart = serverOtherThreadsCpuMs(target);
  const postgresStart = target.pids.length === 0 ? undefined : postgresCpuMs();
  if (process.env.BENCH_MARK_PHASES) {
    // For a CPU profile of one phase: the monotonic clock in µs, as the profile counts time.
    console.info(`  [${phase.name} från ${process.hrtime.bigint() / 1000n} µs]`);
  }
  const worker = new Worker(new URL('./bench-load.mjs', import.meta.url), {
    workerData: { ports: target.ports, phase, dpop, front: target.front },
  });
  const {
    results,
    wallS,
    cpuMs: loadCpuMs,
  } = await new Promise<{
    /** Each answer's time, status and when it was sent (ms after the phase began). */
    results: { ms: number; status: number; at: number }[];
    wallS: number;
    /** The load generator's own thread (a new one per phase), in ms. */
    cpuMs?: number;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (process.env.BENCH_MARK_PHASES) {
    console.info(`  [${phase.name} till ${process.hrtime.bigint() / 1000n} µs]`);
  }
  const busyMs = performance.eventLoopUtilization(eluStart).active;
  const cpuEnd = serverCpuMs(target);
  const cpuMs = cpuStart === undefined || cpuEnd === undefined ? undefined : cpuEnd - cpuStart;
  const otherEnd = serverOtherThreadsCpuMs(target);
  // In this process the load generator's thread is one of the other threads: taken out.
  const otherMs =
    otherStart === undefined ||
    otherEnd === undefined ||
    (target.pids.length === 0 && loadCpuMs === undefined)
      ? undefined
      : otherEnd - otherStart - (target.pids.length === 0 ? (loadCpuMs ?? 0) : 0);
  await worker.terminate();
  const ok = results.filter((r) => r.status >= 200 && r.status < 300);
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  console.info(
    `  ${phase.name.padEnd(8)} target ${String(phase.rate).padStart(4)} req/s  achieved ${(results.length / wallS).toFixed(0).padStart(4)} req/s  ` +
      `ok ${ok.length}/${results.length}  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  ` +
      (target.pids.length === 0
        ? `server busy ${(busyMs / results.length).toFixed(2)} ms/req`
        : '') +
      (cpuMs === undefined ? '' : `  server cpu ${(cpuMs / results.length).toFixed(2)} ms/req`) +
      (otherMs === undefined
        ? ''
        : `  other threads ${(otherMs / results.length).toFixed(2)} ms/req`) +
      (postgresStart === undefined
        ? ''
        : `  postgres cpu ${(postgresCpuSince(postgresStart) / results.length).toFixed(2)} ms/req`) +
      `  load ${load()}`,
  );
  // What the failed requests answered (0: no answer), so a refusal is told from a timeout.
  // Where the tail lies: p99 of the requests sent in each second of the phase, so a slow
  // start (cold caches, first counts, new connections) is told apart from stalls later on.
  const perSecond: number[][] = [];
  for (const r of results) {
    (perSecond[Math.floor(r.at / 1000)] ??= []).push(r.ms);
  }
  const warm = results
    .filter((r) => r.at >= 1000)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  console.info(
    `           efter första sekunden: p95 ${percentile(warm, 0.95).toFixed(1)} ms  p99 ${percentile(warm, 0.99).toFixed(1)} ms`,
  );
  console.info(
    `           p99 per sekund: ${perSecond
      .map((ms) =>
        percentile(
          ms.sort((a, b) => a - b),
          0.99,
        ).toFixed(0),
      )
      .join(' ')} ms`,
  );
  const failed = new Map<number, number>();
  for (const r of results) {
    if (r.status < 200 || r.status >= 300) {
      failed.set(r.status, (failed.get(r.status) ?? 0) + 1);
    }
  }
  if (failed.size > 0) {
    console.info(
      `           misslyckade: ${[...failed].map(([status, n]) => `${n} × ${status}`).join(', ')}`,
    );
  }
  if (phase.firstOfKind) {
    const first = results.slice(0, phase.firstOfKind).map((r) => r.ms);
    console.info(
      `           varav de ${first.length} första (inget sparat antal): max ${Math.max(...first).toFixed(1)} ms, ` +
        `median ${percentile(
          [...first].sort((a, b) => a - b),
          0.5,
        ).toFixed(1)} ms`,
    );
  }
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/** nginx as the production shape's front before `ports` (scripts/bench-front.mjs). */
function startFront(dir: string, ports: number[]): { port: number; certFile: string } {
  const script = path.resolve(serverDir, '..', 'scripts', 'bench-front.mjs');
  const up = spawnSync(process.execPath, [script, 'up', dir, ports.join(',')], {
    encoding: 'utf8',
  });
  if (up.status !== 0) {
    throw new Error(`Fronten startade inte: ${up.stdout}${up.stderr}`);
  }
  const { origin, certFile } = JSON.parse(up.stdout.trim().split('\n').at(-1) ?? '{}') as {
    origin: string;
    certFile: string;
  };
  return { port: Number(new URL(origin).port), certFile };
}

function stopFront(dir: string): void {
  const script = path.resolve(serverDir, '..', 'scripts', 'bench-front.mjs');
  spawnSync(process.execPath, [script, 'down', dir], { stdio: 'inherit' });
}

/**
 * The server as production runs it: the bundle `node build.mjs` makes. Run from source
 * under tsx the same process began with a heap 20 MB larger and its list p99 at 500 req/s
 * was 170–280 ms against 101 ms (measured alternately, 26 Nov 2026).
 */
function buildServerBundle(): string {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (built.status !== 0) {
    throw new Error(`Servern kunde inte byggas\n${built.stdout}\n${built.stderr}`);
  }
  return path.join(serverDir, 'dist', 'main.js');
}

/** Starts the server bundle on PostgreSQL, as in production, and resolves with its port. */
async function startServerProcess(
  bundle: string,
  databaseUrl: string,
): Promise<{ port: number; child: ChildProcess }> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
  const child = spawn(process.execPath, [bundle], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      FULLMAKT_ENV: 'dev',
      FULLMAKT_PUBLIC_URL: 'http://127.0.0.1',
      FULLMAKT_DEMO_DATA: 'false',
      FULLMAKT_RATE_LIMIT_LOGIN: '100000',
      FULLMAKT_RATE_LIMIT_SIGNING: '100000',
      FULLMAKT_RATE_LIMIT_LOOKUP: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`Serverprocessen avslutades (${child.exitCode})`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => undefined);
    if (ready?.status === 200) {
      return { port, child };
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('Serverprocessen blev inte redo inom 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function bench(
  name: string,
  db: Db,
  /** PostgreSQL: server processes on this database instead of the app in this process. */
  processes?: { databaseUrl: string; count: number },
): Promise<void> {
  console.info(`\n${name}: förbereder ${POWERS} fullmakter …`);
  const seeded = performance.now();
  await prepareDatabase(db, new Date());
  const annasIds = await seedPowers(db.kysely, POWERS, idag());
  // Fresh statistics after a bulk load, as an operator would run after an import; on
  // PostgreSQL also the visibility map autovacuum keeps, without which an index-only scan
  // reads the table too.
  await sql`${sql.raw(db.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(
    db.kysely,
  );
  const plan = await sql<{
    detail?: string;
  }>`explain query plan select id from fullmakt where ursprung_fullmakt_id in ('a') and status in ('UNDERSKRIVEN')`
    .execute(db.kysely)
    .catch(() => ({ rows: [] }));
  if (db.dialect === 'sqlite') {
    console.info(`  plan för vidaredelningar: ${plan.rows.map((r) => r.detail).join('; ')}`);
  }
  // The statements of a text search in Anna's list (the count and the page), as run.
  const { page, count } = listStatements(
    db.kysely,
    { side: 'givare', tid: undefined, text: true, snapshot: false },
    { partyId: p.anna, today: '', pattern: '%fordon%', limit: 20, offset: 0 },
  );
  for (const [what, statement] of [
    ['sökning, antal', count],
    ['sökning, sida', page],
  ] as const) {
    const explained = await db.kysely.executeQuery<Record<string, string>>(
      CompiledQuery.raw(
        `${db.dialect === 'postgres' ? 'explain' : 'explain query plan'} ${statement.sql}`,
        [...statement.parameters],
      ),
    );
    const lines = explained.rows.map((r) => r.detail ?? r['QUERY PLAN'] ?? '');
    console.info(`  plan för ${what}: ${lines.map((l) => l.trim()).join(' | ')}`);
  }
  console.info(`  seed ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const app = await buildApp({
    database: db,
    logLevel: 'warn',
    publicUrl: 'http://127.0.0.1',
    settings: { rateLimit: { login: 1000, signing: 1000, lookup: 1000, verify: 1000 } },
    ...(args.unsigned ? { answerKeys: [newAnswerKey(new Date('2999-01-01T00:00:00Z'))] } : {}),
  });
  const children: ChildProcess[] = [];
  let target: Target;
  let frontTarget: Target | undefined;
  let frontDir: string | undefined;
  if (processes) {
    // This app only makes tokens (kept in the database, so every process knows them).
    const bundle = buildServerBundle();
    const started = await Promise.all(
      Array.from({ length: processes.count }, () =>
        startServerProcess(bundle, processes.databaseUrl),
      ),
    );
    children.push(...started.map((s) => s.child));
    target = { ports: started.map((s) => s.port), pids: children.map((c) => c.pid ?? 0) };
    console.info(`  ${children.length} serverprocesser (dist/main.js), lasten fördelad på alla`);
    if (args.front) {
      frontDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-bench-front-'));
      const front = startFront(frontDir, target.ports);
      frontTarget = { ...target, front };
      console.info(
        `  fronten: nginx på https://127.0.0.1:${front.port} (TLS, HTTP/1.1 keep-alive)`,
      );
    }
  } else {
    await app.listen({ port: 0, host: '127.0.0.1' });
    target = { ports: [(app.server.address() as AddressInfo).port], pids: [] };
  }
  const { provider, xsrf } = app.deps;
  const token = async (accountId: string) => {
    const grant = new provider.Grant({ accountId, clientId: webClientId });
    grant.addOIDCScope('openid profile');
    const grantId = await grant.save();
    const client = await provider.Client.find(webClientId);
    if (!client) {
      throw new Error('Webbklienten saknas');
    }
    return new provider.AccessToken({
      accountId,
      client,
      grantId,
      gty: 'authorization_code',
      scope: 'openid profile',
      extra: { idp: 'bankid-mock' },
      jkt,
    }).save();
  };
  const x = xsrf.issue();
  const annasToken = await token(p.anna);
  const lenasToken = await token(p.lena);
  const headers = (accessToken: string) => ({
    authorization: `DPoP ${accessToken}`,
    cookie: `XSRF-TOKEN=${x}`,
    'x-xsrf-token': x,
  });
  const anna = headers(annasToken);
  const lena = headers(lenasToken);
  const words = [
    'fordon',
    'bygglov',
    'lindberg',
    'pension',
    'avfall',
    'hemtjänst',
    'sandberg',
    'skolskjuts',
  ];
  const tidFilter = ['AKTUELL', 'GILTIG', 'HISTORISK', undefined];

  const phases: Phase[] = [
    {
      name: 'list',
      rate: LIST_VIEW_RATE,
      seconds: SECONDS,
      requests: Array.from({ length: 200 }, (_u, i) => ({
        method: 'POST',
        path: API_ROUTES.sokFullmakter.path,
        headers: anna,
        accessToken: annasToken,
        body: {
          filter: {
            fullmaktsgivare: { id: p.anna },
            tid: tidFilter[i % 4],
            page: { page: i % 10, size: 20 },
          },
        },
      })),
    },
    {
      name: 'view',
      rate: LIST_VIEW_RATE,
      seconds: SECONDS,
      requests: annasIds.slice(0, 500).map((id) => ({
        method: 'GET',
        path: `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: 'x', id })}?utdelning=current`,
        headers: anna,
        accessToken: annasToken,
      })),
    },
    {
      name: 'search',
      rate: 20,
      seconds: SECONDS,
      // Anna's four words and Lena's four: each text's count is read once, then kept.
      firstOfKind: 8,
      requests: Array.from({ length: 200 }, (_u, i) => ({
        method: 'POST',
        path: API_ROUTES.sokFullmakter.path,
        headers: i % 2 ? anna : lena,
        accessToken: i % 2 ? annasToken : lenasToken,
        body: {
          filter: {
            ...(i % 2 ? { fullmaktsgivare: { id: p.anna } } : { fullmaktshavare: { id: p.lena } }),
            text: words[i % words.length],
            page: { page: 0, size: 20 },
          },
        },
      })),
    },
    {
      name: 'create',
      rate: 50,
      seconds: Math.max(3, Math.floor(SECONDS / 2)),
      requests: [
        {
          method: 'POST',
          path: API_ROUTES.skapaUtkast.path,
          headers: anna,
          accessToken: annasToken,
          body: {
            fullmaktsgivare: { id: p.anna, typ: 'pnr' },
            fullmaktsgivarroll: 'Privat',
            tredjeman: { id: tredjemanId.fordonsverket },
            mall: { id: 'fordon-arenden' },
          },
        },
      ],
    },
  ];
  // The view phase needs the right third party in the path.
  const rows = await db.kysely
    .selectFrom('fullmakt')
    .select(['id', 'tredjeman_id'])
    .where('id', 'in', annasIds.slice(0, 500))
    .execute();
  const viewPhase = phases[1];
  if (viewPhase) {
    viewPhase.requests = rows.map((r) => ({
      method: 'GET',
      path: `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: r.tredjeman_id, id: r.id })}?utdelning=current`,
      headers: anna,
      accessToken: annasToken,
    }));
  }
  try {
    const chosen = phases.filter((p) => !PHASES || PHASES.includes(p.name));
    if (WARMUP_SECONDS > 0) {
      // Search keeps its first-of-kind requests cold: only list and view warm up.
      for (const phase of chosen.filter((p) => p.name === 'list' || p.name === 'view')) {
        for (const t of frontTarget ? [target, frontTarget] : [target]) {
          await runPhase(t, {
            ...phase,
            name: `(uppv.) ${phase.name}`,
            seconds: WARMUP_SECONDS,
          });
        }
      }
    }
    for (const phase of chosen) {
      const direct = await runPhase(target, phase);
      if (frontTarget) {
        const through = await runPhase(frontTarget, { ...phase, name: `${phase.name} (front)` });
        console.info(
          `           nginx lägger till (p50 genom fronten − direkt): ${(through.p50 - direct.p50).toFixed(1)} ms`,
        );
      }
    }
  } finally {
    if (frontDir) {
      stopFront(frontDir);
      rmSync(frontDir, { recursive: true, force: true });
    }
    for (const child of children) {
      child.kill('SIGTERM');
    }
    await Promise.all(
      children.map((c) =>
        c.exitCode === null ? new Promise((resolve) => c.once('exit', resolve)) : undefined,
      ),
    );
    await app.close();
  }
}

if (ONLY !== 'postgres') {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-bench-'));
  try {
    const sqlite = openDatabase({ sqliteFile: path.join(sqliteDir, 'bench.sqlite') });
    await bench('SQLite', sqlite);
    await sqlite.close();
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }
}

const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl && ONLY !== 'sqlite') {
  // A database of its own, so the server processes run exactly as main.ts does in production.
  const name = `bench_${randomUUID().replace(/-/g, '')}`;
  const admin = openDatabase({ databaseUrl: pgUrl });
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    await sql`create database ${sql.id(name)}`.execute(admin.kysely);
    const pg = openDatabase({ databaseUrl: url.href });
    try {
      await bench(`PostgreSQL, ${PG_PROCESSES} serverprocesser`, pg, {
        databaseUrl: url.href,
        count: PG_PROCESSES,
      });
    } finally {
      await pg.close();
    }
  } catch (error) {
    console.info(
      `PostgreSQL hoppas över: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await sql`drop database if exists ${sql.id(name)} with (force)`
      .execute(admin.kysely)
      .catch(() => undefined);
    await admin.close();
  }
} else if (!pgUrl) {
  console.info(
    '\nPostgreSQL: ingen databas angiven (FULLMAKT_TEST_DATABASE_URL eller DATABASE_URL).',
  );
}
