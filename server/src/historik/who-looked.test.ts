import {
  API_ROUTES,
  fyllSokvag,
  HistorikSvarSchema,
  type Fullmakt,
  type Handelse,
} from '@fullmakt/shared/domain';
import { historikTexter } from '@fullmakt/shared/texts';
import { sql } from 'kysely';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { caseSystemSession, registeredClient } from '../testing/case-system';
import { freePort } from '../testing/server-process';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

/**
 * Issue 31 item 6: each read of a power by its third party (an official signed in, or its
 * system as a machine client) is recorded without the read waiting for it, and shown in the
 * power's history to the grantor and the holders, a day's many reads as one line.
 */

/** No timer flush in these tests: each flushes when it means to. */
const heldBack = { flushEveryMs: 600_000, maxBatch: 500 };

/** Norrviks kommun's power: Birgitta Sjöberg is an official of the municipality. */
const norrvikTerms = {
  tredjeman: tredjemanId.norrvik,
  mall: 'norrvik-bygglov',
  behorigheter: ['bygglov.ansoka'],
};

const viewUrl = (power: Fullmakt) =>
  fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: power.tredjeman.id, id: power.id });

async function historyOf(t: TestApp, as: string, power: Fullmakt): Promise<Handelse[]> {
  const res = await t.call(as, {
    method: 'GET',
    url: fyllSokvag(API_ROUTES.historik.path, { id: power.id }),
  });
  expect(res.statusCode).toBe(200);
  return HistorikSvarSchema.parse(res.json()).handelser;
}

const readsIn = (history: Handelse[]) =>
  history.filter((h) => h.typ === 'HAMTAD' || h.typ === 'KONTROLLERAD_MED_KOD');

async function storedReads(t: TestApp): Promise<number> {
  const row = await t.app.deps.db.kysely
    .selectFrom('fullmakt_atkomst')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDatabases())('who looked, on $name', (database) => {
  let t: TestApp;
  let power: Fullmakt;
  beforeEach(async () => {
    t = await startTestApp(await database.open(), { accessLog: heldBack });
    power = await signedPrivatePower(t, p.anna, p.lena, norrvikTerms);
  });
  afterEach(async () => {
    await t.close();
  });

  const readAsOfficial = async () => {
    const res = await t.call(p.birgitta, { method: 'GET', url: viewUrl(power) });
    expect(res.statusCode).toBe(200);
  };

  it("shows an official's read to the grantor and the holder, and not the parties' own reads", async () => {
    t.clock.now = new Date('2026-11-27T09:14:00Z');
    await readAsOfficial();
    // The parties read it through the same route: not a third party's read.
    for (const party of [p.anna, p.lena]) {
      expect((await t.call(party, { method: 'GET', url: viewUrl(power) })).statusCode).toBe(200);
    }
    await t.app.deps.accessLog.flush();

    for (const party of [p.anna, p.lena]) {
      const reads = readsIn(await historyOf(t, party, power));
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatchObject({
        typ: 'HAMTAD',
        tidpunkt: '2026-11-27T09:14:00.000Z',
        aktor: { id: tredjemanId.norrvik, namn: 'Norrviks kommun' },
        lasare: { typ: 'person', namn: 'Birgitta Sjöberg' },
      });
      expect(historikTexter.handelse(reads[0] as Handelse)).toBe(
        'Birgitta Sjöberg på Norrviks kommun hämtade fullmakten 27 november 2026 kl. 10.14',
      );
    }
    // Newest first among the events: the read is the latest thing that happened.
    expect((await historyOf(t, p.anna, power))[0]?.typ).toBe('HAMTAD');
  });

  it('does not make the read wait for the record: the answer comes before anything is written', async () => {
    await readAsOfficial();
    expect(await storedReads(t)).toBe(0);
    await t.app.deps.accessLog.flush();
    expect(await storedReads(t)).toBe(1);
  });

  it('records all of 1 000 reads in a burst, shown as one line for the day', async () => {
    t.clock.now = new Date('2026-11-27T09:14:00Z');
    const url = viewUrl(power);
    await readAsOfficial();
    // 999 more, fifty at a time (each with a fresh DPoP proof): twice the batch size is
    // written on its own meanwhile, the rest when flushed.
    const statuses: number[] = [];
    for (let wave = 0; wave < 999; wave += 50) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(50, 999 - wave) }, () =>
          t.call(p.birgitta, { method: 'GET', url }),
        ),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(999);
    await t.app.deps.accessLog.flush();
    expect(await storedReads(t)).toBe(1000);

    const reads = readsIn(await historyOf(t, p.anna, power));
    expect(reads).toHaveLength(1);
    expect(historikTexter.handelse(reads[0] as Handelse)).toBe(
      'Norrviks kommun hämtade fullmakten 1000 gånger 27 november 2026',
    );
  }, 60_000);

  it('groups a day of many reads by the Swedish day, and keeps a day of few as they are', async () => {
    // Four on 3 March in Sweden (22.59 UTC is 23.59 there); 23.30 UTC on the 3rd is 00.30 on
    // 4 March in Sweden, so it counts to the 4th, which has two.
    for (const at of [
      '2026-03-03T08:00:00Z',
      '2026-03-03T09:00:00Z',
      '2026-03-03T10:00:00Z',
      '2026-03-03T22:59:00Z',
      '2026-03-03T23:30:00Z',
      '2026-03-04T12:00:00Z',
    ]) {
      t.clock.now = new Date(at);
      await readAsOfficial();
    }
    await t.app.deps.accessLog.flush();
    const shown = readsIn(await historyOf(t, p.lena, power)).map((h) => historikTexter.handelse(h));
    expect(shown).toEqual([
      'Birgitta Sjöberg på Norrviks kommun hämtade fullmakten 4 mars 2026 kl. 13.00',
      'Birgitta Sjöberg på Norrviks kommun hämtade fullmakten 4 mars 2026 kl. 00.30',
      'Norrviks kommun hämtade fullmakten 4 gånger 3 mars 2026',
    ]);
  });

  it('records no read of a power made out to another third party', async () => {
    const fordonPower = await signedPrivatePower(t, p.anna, p.lena);
    // Birgitta acts for Norrvik, not Fordonsverket: 404 under either third party's path.
    for (const orgnummer of [tredjemanId.fordonsverket, tredjemanId.norrvik]) {
      const res = await t.call(p.birgitta, {
        method: 'GET',
        url: fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer, id: fordonPower.id }),
      });
      expect(res.statusCode).toBe(404);
    }
    await t.app.deps.accessLog.flush();
    expect(await storedReads(t)).toBe(0);
    expect(readsIn(await historyOf(t, p.anna, fordonPower))).toEqual([]);
  });

  it('has no third-party read in the list: it answers only the parties, whose reads are not recorded', async () => {
    // POST /api/dfm/sok/fullmakter lists the powers a party gave or holds, to one acting for
    // that party: a third party's official is refused, so no power reaches a third party
    // through it and there is nothing to record; the parties' own listings are not reads.
    const list = (as: string, filter: object) =>
      t.call(as, {
        method: 'POST',
        url: API_ROUTES.sokFullmakter.path,
        payload: { filter: { ...filter, page: { page: 0, size: 20 } } },
      });
    for (const filter of [
      { fullmaktsgivare: { id: p.anna, typ: 'pnr' } },
      { fullmaktshavare: { id: p.lena, typ: 'pnr' } },
    ]) {
      expect((await list(p.birgitta, filter)).statusCode).toBe(403);
    }
    const own = await list(p.anna, { fullmaktsgivare: { id: p.anna, typ: 'pnr' } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(power.id);
    await t.app.deps.accessLog.flush();
    expect(await storedReads(t)).toBe(0);
  });

  it('writes the reads still queued when the app closes', async () => {
    await readAsOfficial();
    await readAsOfficial();
    // Closing the app (as SIGTERM does) writes them; the database is then read on its own.
    await t.app.close();
    const row = await t.app.deps.db.kysely
      .selectFrom('fullmakt_atkomst')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(2);
  });

  if (database.name === 'postgres') {
    it('answers the read while the write of the record is held up', async () => {
      const db = t.app.deps.db.kysely;
      // Another transaction holds the table: the batch's insert waits for it.
      await db.connection().execute(async (held) => {
        await sql`begin`.execute(held);
        await sql`lock table fullmakt_atkomst in exclusive mode`.execute(held);
        await readAsOfficial();
        await readAsOfficial();
        const writing = t.app.deps.accessLog.flush();
        let written = false;
        void writing.then(() => {
          written = true;
        });
        // A third read comes while the batch before it is held up, and is answered.
        await readAsOfficial();
        expect(written).toBe(false);
        await sql`commit`.execute(held);
        await writing;
      });
      await t.app.deps.accessLog.flush();
      expect(await storedReads(t)).toBe(3);
    });
  }
});

describe('who looked: a third party system', () => {
  let t: TestApp;
  let base: string;
  let power: Fullmakt;
  let system: Awaited<ReturnType<typeof registeredClient>>;

  beforeAll(async () => {
    system = await registeredClient('norrvik-bygglov', tredjemanId.norrvik);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      publicUrl: base,
      machineClients: [system.client],
      accessLog: heldBack,
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    power = await signedPrivatePower(t, p.anna, p.lena, norrvikTerms);
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows the system's read to the grantor and the holder, and none of a power it may not see", async () => {
    const { call } = await caseSystemSession(base, system);
    // Fordonsverket's power: not the client's to see, and no read of it is recorded.
    const other = await signedPrivatePower(t, p.anna, p.lena);
    t.clock.now = new Date('2026-11-27T09:14:00Z');
    expect((await call('GET', viewUrl(power))).status).toBe(200);
    expect((await call('GET', viewUrl(other))).status).toBe(404);
    await t.app.deps.accessLog.flush();

    for (const party of [p.anna, p.lena]) {
      const reads = readsIn(await historyOf(t, party, power));
      expect(reads.map((h) => historikTexter.handelse(h))).toEqual([
        'Norrviks kommun hämtade fullmakten med systemet norrvik-bygglov 27 november 2026 kl. 10.14',
      ]);
    }
    expect(readsIn(await historyOf(t, p.anna, other))).toEqual([]);
  });

  it("refuses the system the parties' list: no power reaches it there, so none is recorded", async () => {
    const { call } = await caseSystemSession(base, system);
    const before = await storedReads(t);
    const list = await call('POST', API_ROUTES.sokFullmakter.path, {
      filter: { fullmaktsgivare: { id: p.anna, typ: 'pnr' }, page: { page: 0, size: 20 } },
    });
    // Refused before any power is read: 401 from the machine-client gate (the route is the
    // parties' own; the third party's list is its own route, fullmakt/third-party-list.ts).
    expect([401, 403]).toContain(list.status);
    await t.app.deps.accessLog.flush();
    expect(await storedReads(t)).toBe(before);
  });
});
