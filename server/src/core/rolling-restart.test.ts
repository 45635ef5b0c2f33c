import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
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

// Two process starts under load take most of a minute on a busy machine: part of
// `pnpm test:crash` (FULLMAKT_LONG_TESTS=1), not of every test run.
const whyNot = process.env.FULLMAKT_LONG_TESTS
  ? ownPostgresUnavailable()
  : 'körs med pnpm test:crash (FULLMAKT_LONG_TESTS=1)';
if (whyNot) {
  console.info(`Rullande omstart testas inte: ${whyNot}`);
}

/** Requests per second the load sends, reads and (one in ten) draft creations. */
const ratePerSecond = 100;
/**
 * At most this many requests wait for an answer at once: on a machine too busy for the
 * rate, the load slows down (the figure printed says so) instead of piling up connections
 * until the test's own proxy cannot accept them, which would measure the machine.
 */
const maxInFlight = 64;

describe.skipIf(whyNot !== undefined)('a rolling restart of two processes behind a proxy', () => {
  let pg: OwnPostgres;
  const servers: (ServerProcess | undefined)[] = [];
  let ports: number[] = [];
  let proxy: RetryingProxy | undefined;
  let credentials: Credentials | undefined;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    ports = [await freePort(), await freePort()];
    // The first process migrates and seeds; the second finds it done.
    servers[0] = await startServerProcess(ports[0] ?? 0, { databaseUrl: pg.url });
    servers[1] = await startServerProcess(ports[1] ?? 0, { databaseUrl: pg.url });
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

  it('loses no request at 100 requests a second while each process is restarted in turn', async () => {
    if (!proxy || !credentials) {
      throw new Error('inte startad');
    }
    const headers = await credentials.headers(p.anna);
    const base = proxy.url;
    let sent = 0;
    const failures: string[] = [];
    const inFlight = new Set<Promise<void>>();
    const one = async (): Promise<void> => {
      sent += 1;
      const create = sent % 10 === 0;
      try {
        const answer = await fetch(
          `${base}${create ? API_ROUTES.skapaUtkast.path : API_ROUTES.sokFullmakter.path}`,
          {
            method: 'POST',
            headers: create ? { ...headers, 'idempotency-key': randomUUID() } : headers,
            body: JSON.stringify(
              create
                ? {
                    fullmaktsgivare: { id: p.anna, typ: 'pnr' },
                    fullmaktsgivarroll: 'Privat',
                    tredjeman: { id: tredjemanId.fordonsverket },
                    mall: { id: 'fordon-arenden' },
                  }
                : { filter: { fullmaktsgivare: { id: p.anna }, page: { page: 0, size: 5 } } },
            ),
          },
        );
        await answer.arrayBuffer();
        if (answer.status !== 200) {
          failures.push(`${answer.status}`);
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        failures.push(`${String(error)} ${cause?.code ?? ''} ${cause?.message ?? ''}`);
      }
    };
    // Every 20 ms, as many requests as are due by the clock: a busy event loop catches up
    // instead of slowing the rate down.
    const loadStarted = Date.now();
    const load = setInterval(() => {
      const due = Math.floor(((Date.now() - loadStarted) * ratePerSecond) / 1000);
      while (sent < due && inFlight.size < maxInFlight) {
        const request = one();
        inFlight.add(request);
        void request.finally(() => inFlight.delete(request));
      }
    }, 20);

    const exitCodes: (number | null)[] = [];
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const index of [0, 1]) {
      const server = servers[index];
      server?.child.kill('SIGTERM');
      exitCodes.push((await server?.exited) ?? null);
      servers[index] = await startServerProcess(ports[index] ?? 0, { databaseUrl: pg.url });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    clearInterval(load);
    await Promise.all([...inFlight]);
    const seconds = (Date.now() - started) / 1000;

    console.info(
      `Rullande omstart: ${sent} anrop på ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s), ` +
        `${failures.length} misslyckade, ${proxy.retries()} skickade vidare till den andra processen, ` +
        `slutkoder ${exitCodes.join(', ')}`,
    );
    expect(exitCodes).toEqual([0, 0]);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 180_000);
});
