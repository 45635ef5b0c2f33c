// `pnpm bench:api`: seeds 100 000 powers, then drives list, search, view and create at a
// fixed rate over loopback and prints req/s and p50/p95/p99 per call, for SQLite and, when
// FULLMAKT_TEST_DATABASE_URL (or DATABASE_URL) points at one, PostgreSQL. Figures, not a test.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { API_ROUTES, fyllSokvag, idag } from '@fullmakt/shared/domain';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { jwkThumbprint } from '../src/core/dpop';
import { createPgSchema, dropPgSchema, openDatabase, type Db } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { webClientId } from '../src/oidc/provider';
import { testPerson as p } from '../src/seed/people';
import { tredjemanId } from '../src/seed/third-parties';
import { seedPowers } from './bench-seed';

const POWERS = Number(process.env.BENCH_POWERS ?? 100_000);
console.info(
  `Belastning på maskinen före start (load average 1 min): ${os.loadavg()[0]?.toFixed(2)} på ${os.cpus().length} kärnor`,
);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Phase {
  name: string;
  rate: number;
  seconds: number;
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
function mainThreadCpuMs(): number | undefined {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ');
    const ticks = Number(fields?.[11]) + Number(fields?.[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

async function runPhase(port: number, phase: Phase): Promise<void> {
  // The server's own busy time (its event loop), as a figure less bent by other load.
  const eluStart = performance.eventLoopUtilization();
  const cpuStart = mainThreadCpuMs();
  const worker = new Worker(new URL('./bench-load.mjs', import.meta.url), {
    workerData: { port, phase, dpop },
  });
  const { results, wallS } = await new Promise<{
    results: { ms: number; status: number }[];
    wallS: number;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const busyMs = performance.eventLoopUtilization(eluStart).active;
  const cpuEnd = mainThreadCpuMs();
  const cpuMs = cpuStart === undefined || cpuEnd === undefined ? undefined : cpuEnd - cpuStart;
  await worker.terminate();
  const ok = results.filter((r) => r.status >= 200 && r.status < 300);
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  console.info(
    `  ${phase.name.padEnd(8)} target ${String(phase.rate).padStart(4)} req/s  achieved ${(results.length / wallS).toFixed(0).padStart(4)} req/s  ` +
      `ok ${ok.length}/${results.length}  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  ` +
      `server busy ${(busyMs / results.length).toFixed(2)} ms/req` +
      (cpuMs === undefined ? '' : `  server cpu ${(cpuMs / results.length).toFixed(2)} ms/req`),
  );
}

async function bench(name: string, db: Db): Promise<void> {
  console.info(`\n${name}: förbereder ${POWERS} fullmakter …`);
  const seeded = performance.now();
  await prepareDatabase(db, new Date());
  const annasIds = await seedPowers(db.kysely, POWERS, idag());
  // Fresh statistics after a bulk load, as an operator would run after an import.
  await sql`analyze`.execute(db.kysely);
  const plan = await sql<{
    detail?: string;
  }>`explain query plan select id from fullmakt where ursprung_fullmakt_id in ('a') and status in ('UNDERSKRIVEN')`
    .execute(db.kysely)
    .catch(() => ({ rows: [] }));
  if (db.dialect === 'sqlite') {
    console.info(`  plan för vidaredelningar: ${plan.rows.map((r) => r.detail).join('; ')}`);
  }
  console.info(`  seed ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const app = await buildApp({
    database: db,
    logLevel: 'warn',
    publicUrl: 'http://127.0.0.1',
    settings: { rateLimit: { login: 1000, signing: 1000, lookup: 1000 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
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
      rate: 500,
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
      rate: 500,
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
  for (const phase of phases) {
    await runPhase(port, phase);
  }
  await app.close();
}

const sqliteDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-bench-'));
try {
  const sqlite = openDatabase({ sqliteFile: path.join(sqliteDir, 'bench.sqlite') });
  await bench('SQLite', sqlite);
  await sqlite.close();
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl) {
  const schema = `bench_${randomUUID().replace(/-/g, '')}`;
  try {
    await createPgSchema(pgUrl, schema);
    const pg = openDatabase({ databaseUrl: pgUrl, pgSchema: schema });
    await bench('PostgreSQL', pg);
    await pg.close();
  } catch (error) {
    console.info(
      `PostgreSQL hoppas över: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await dropPgSchema(pgUrl, schema).catch(() => undefined);
  }
} else {
  console.info(
    '\nPostgreSQL: ingen databas angiven (FULLMAKT_TEST_DATABASE_URL eller DATABASE_URL).',
  );
}
