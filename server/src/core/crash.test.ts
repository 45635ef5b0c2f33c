import { openDatabase } from '../db/database';
import { checkCrashInvariants } from '../testing/crash-invariants';
import { emptyAcknowledged, journey, JourneyClient } from '../testing/crash-journeys';
import {
  ownPostgresUnavailable,
  startOwnPostgres,
  type OwnPostgres,
} from '../testing/own-postgres';
import { startRetryingProxy, type RetryingProxy } from '../testing/retrying-proxy';
import {
  credentialsFor,
  freePort,
  startServerProcess,
  stopProcess,
  type Credentials,
  type ServerProcess,
} from '../testing/server-process';

const whyNot = ownPostgresUnavailable();
if (whyNot) {
  console.info(`Krocktestet körs inte: ${whyNot}`);
}

/** The long run (pnpm test:crash) loads for 60 s; every test run for a short while. */
const long = Boolean(process.env.FULLMAKT_LONG_TESTS);
const loadMs = long ? 60_000 : 15_000;
const minKills = 10;
/** The short run stops here even if the kills are not done (the test then fails). */
const maxMs = long ? 120_000 : 85_000;
const workers = 4;

/** Limits for rate limits the load would otherwise meet: one person signs a lot here. */
const env = {
  FULLMAKT_RATE_LIMIT_SIGNING: '100000',
  FULLMAKT_RATE_LIMIT_LOGIN: '100000',
  FULLMAKT_RATE_LIMIT_LOOKUP: '100000',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(whyNot !== undefined)('crash test: processes killed under load', () => {
  let pg: OwnPostgres;
  const servers: (ServerProcess | undefined)[] = [];
  let ports: number[] = [];
  let proxy: RetryingProxy | undefined;
  let credentials: Credentials | undefined;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    ports = [await freePort(), await freePort()];
    servers[0] = await startServerProcess(ports[0] ?? 0, { databaseUrl: pg.url }, env);
    servers[1] = await startServerProcess(ports[1] ?? 0, { databaseUrl: pg.url }, env);
    credentials = await credentialsFor({ databaseUrl: pg.url });
    proxy = await startRetryingProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  }, 180_000);
  afterAll(async () => {
    await proxy?.close();
    await credentials?.close();
    for (const server of servers) {
      await stopProcess(server);
    }
    pg?.remove();
  });

  it('loses no acknowledged write and breaks no invariant', async () => {
    if (!proxy || !credentials) {
      throw new Error('inte startad');
    }
    const ack = emptyAcknowledged();
    const counts = { requests: 0, gaveUp: 0 };
    const client = new JourneyClient(proxy.url, credentials, counts);
    let stop = false;
    let journeys = 0;
    const load = Array.from({ length: workers }, async () => {
      while (!stop) {
        journeys += 1;
        await journey(client, ack, journeys);
      }
    });

    const started = Date.now();
    let kills = 0;
    const restarting: (Promise<void> | undefined)[] = [];
    while ((kills < minKills || Date.now() - started < loadMs) && Date.now() - started < maxMs) {
      await sleep(800 + Math.random() * 1_500);
      const index = Math.random() < 0.5 ? 0 : 1;
      const victim = servers[index];
      if (!victim || restarting[index]) {
        continue;
      }
      victim.child.kill('SIGKILL');
      await victim.exited;
      kills += 1;
      servers[index] = undefined;
      restarting[index] = startServerProcess(ports[index] ?? 0, { databaseUrl: pg.url }, env).then(
        (server) => {
          servers[index] = server;
          restarting[index] = undefined;
        },
      );
    }
    stop = true;
    await Promise.all(restarting);
    await Promise.all(load);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);

    const db = openDatabase({ databaseUrl: pg.url });
    const findings = await checkCrashInvariants(db.kysely, ack).finally(() => db.close());
    console.info(
      `Krocktest: ${seconds} s, ${counts.requests} anrop, ${journeys} resor, ${kills} processer dödade (SIGKILL), ` +
        `${ack.drafts.length} utkast, ${ack.signed.length} underskrivna, ${ack.revoked.length} återkallade, ` +
        `${ack.returned.length} återlämnade, ${ack.shares.length} delade vidare bekräftade; ` +
        `${findings.lost.length} bekräftade skrivningar förlorade, ${findings.violations.length} invariantbrott, ` +
        `${counts.gaveUp} anrop utan svar efter alla försök`,
    );
    expect(findings.lost).toEqual([]);
    expect(findings.violations).toEqual([]);
    expect(kills).toBeGreaterThanOrEqual(minKills);
    expect(ack.signed.length).toBeGreaterThan(0);
  }, 240_000);
});
