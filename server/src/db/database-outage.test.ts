import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import pgDriver from 'pg';
import { openDatabase } from './database';
import { databasBortaMeddelande } from '../core/error-handler';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signAs } from '../testing/sign';
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
    expect(down.json()).toEqual({ kod: 'okant.fel', meddelande: databasBortaMeddelande() });
    expect(down.body).not.toMatch(/terminat|ECONN|postgres|stack/i);
    expect((await t.app.inject('/health/ready')).statusCode).toBe(503);
    expect((await t.app.inject('/health/live')).statusCode).toBe(200);
    // What needs no database is still served: the runtime config a page starts from.
    expect((await t.app.inject('/api/konfiguration')).statusCode).toBe(200);
    // The idle connections the restart ended were heard (57P01), not left to end the process.
    expect(warnings.length).toBeGreaterThan(0);

    pg.start();
    const back = await until(async () => (await list()).statusCode === 200, 5_000);
    expect(back).toBeLessThan(5_000);
    console.info(`PostgreSQL borta: 503 efter ${downMs} ms; tillbaka: 200 efter ${back} ms`);
    expect((await t.app.inject('/health/ready')).statusCode).toBe(200);
  }, 60_000);

  it('a write in flight when the database vanishes is wholly absent, and done once when sent again', async () => {
    // Anna's power to Lena, and Lena's onward share of it: revoking the power ends both.
    const utkast = (
      await t.call(p.anna, {
        method: 'POST',
        url: API_ROUTES.skapaUtkast.path,
        payload: {
          fullmaktsgivare: { id: p.anna, typ: 'pnr' },
          fullmaktsgivarroll: 'Privat',
          tredjeman: { id: tredjemanId.fordonsverket },
          mall: { id: 'fordon-arenden' },
        },
      })
    ).json<Utkast>();
    const power: Fullmakt = {
      ...utkast.fullmakt,
      fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
      behorigheter: [
        { kod: 'fordon.se', rubrik: 'x', beskrivning: 'x' },
        { kod: 'dela.vidare', rubrik: 'x', beskrivning: 'x' },
      ],
    };
    expect((await signAs(t, p.anna, power)).klar).toBe(true);
    const share = (
      await t.call(p.lena, {
        method: 'POST',
        url: API_ROUTES.skapaUtkast.path,
        payload: { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: power.id } },
      })
    ).json<Fullmakt>();

    // Another session holds the share's row: the revoke has ended the power inside its
    // transaction and waits there, on the share, when the database goes away.
    const holder = new pgDriver.Client({ connectionString: pg.url });
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from fullmakt where id = $1 for update', [share.id]);
    const revoke = () =>
      t.call(p.anna, {
        method: 'POST',
        url: fyllSokvag(API_ROUTES.aterkalla.path, { id: power.id }),
        headers: { 'idempotency-key': 'aterkalla-under-avbrott' },
      });
    const inFlight = revoke();
    await new Promise((resolve) => setTimeout(resolve, 500));
    pg.stop();
    const cut = await inFlight;
    await holder.end().catch(() => undefined);
    expect(cut.statusCode).toBe(503);
    pg.start();
    await until(async () => (await t.app.inject('/health/ready')).statusCode === 200, 5_000);

    const statuses = async () =>
      Object.fromEntries(
        (
          await t.app.deps.db.kysely
            .selectFrom('fullmakt')
            .select(['id', 'status'])
            .where('id', 'in', [power.id, share.id])
            .execute()
        ).map((row) => [row.id === power.id ? 'power' : 'share', row.status]),
      );
    expect(await statuses()).toEqual({ power: 'UNDERSKRIVEN', share: 'PABORJAD' });
    const keys = await t.app.deps.db.kysely
      .selectFrom('idempotensnyckel')
      .select('nyckel')
      .where('nyckel', '=', 'aterkalla-under-avbrott')
      .execute();
    expect(keys).toEqual([]);

    const again = await revoke();
    expect(again.statusCode).toBe(200);
    // The power itself; the share was never signed, so it is stopped and said apart (issue 36).
    expect(again.json()).toEqual({ aterkallade: 1, avbrutnaDelningar: 1 });
    expect(await statuses()).toEqual({ power: 'ATERKALLAD', share: 'ATERKALLAD' });
  }, 60_000);
});
