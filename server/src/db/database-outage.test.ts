import { API_ROUTES } from '@fullmakt/shared/domain';
import { openDatabase } from './database';
import { databasBortaMeddelande } from '../core/error-handler';
import { testPerson as p } from '../seed/people';
import {
  ownPostgresUnavailable,
  startOwnPostgres,
  type OwnPostgres,
} from '../testing/own-postgres';
import { startTestApp, type TestApp } from '../testing/test-app';

const whyNot = ownPostgresUnavailable();
if (whyNot) {
  console.info(`Databasavbrottet testas inte: ${whyNot}`);
}

/** Asks until `ok` holds or the time is up; answers how long it took. */
async function until(ok: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < withinMs) {
    if (await ok()) {
      return Date.now() - start;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`inte inom ${withinMs} ms`);
}

describe.skipIf(whyNot !== undefined)('the server while its PostgreSQL restarts', () => {
  let pg: OwnPostgres;
  let t: TestApp;
  const warnings: string[] = [];

  beforeAll(async () => {
    pg = await startOwnPostgres();
    const db = openDatabase({
      databaseUrl: pg.url,
      onConnectionError: (error) => warnings.push((error as { code?: string }).code ?? ''),
    });
    t = await startTestApp(db);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    pg?.remove();
  });

  const list = () =>
    t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: { filter: { fullmaktsgivare: { id: p.anna }, page: { page: 0, size: 20 } } },
    });

  it('stays up, answers 503 in Swedish within 2 s while it is away, and answers again within 5 s of its return', async () => {
    expect((await list()).statusCode).toBe(200);
    expect((await t.app.inject('/health/ready')).statusCode).toBe(200);

    pg.stop();
    const started = Date.now();
    const down = await list();
    const downMs = Date.now() - started;
    expect(downMs).toBeLessThan(2_000);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ kod: 'okant.fel', meddelande: databasBortaMeddelande });
    expect(down.body).not.toMatch(/terminat|ECONN|postgres|stack/i);
    expect((await t.app.inject('/health/ready')).statusCode).toBe(503);
    expect((await t.app.inject('/health/live')).statusCode).toBe(200);
    // The idle connections the restart ended were heard (57P01), not left to end the process.
    expect(warnings.length).toBeGreaterThan(0);

    pg.start();
    const back = await until(async () => (await list()).statusCode === 200, 5_000);
    expect(back).toBeLessThan(5_000);
    console.info(`PostgreSQL borta: 503 efter ${downMs} ms; tillbaka: 200 efter ${back} ms`);
    expect((await t.app.inject('/health/ready')).statusCode).toBe(200);
  }, 60_000);
});
