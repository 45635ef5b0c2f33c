import { API_ROUTES, FullmaktListaSvarSchema } from '@fullmakt/shared/domain';
import { sql } from 'kysely';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { createPgSchema, dropPgSchema, openDatabase } from '../db/database';
import { pruneListChanges } from '../db/list-counts';
import { randomUUID } from 'node:crypto';
import { insertFullmakt } from './store';

const power = (id: string) => ({
  id,
  status: 'UNDERSKRIVEN' as const,
  now: '2026-02-10T10:00:00.000Z',
  rubrik: 'Ärenden om fordon',
  skapareId: p.anna,
  tredjeman: { id: tredjemanId.fordonsverket, namn: 'Fordonsverket' },
  mallId: 'fordon-arenden',
  givare: { id: p.anna, typ: 'pnr' as const, fornamn: 'Anna', namn: 'Lindqvist' },
  roll: 'Privat' as const,
  giltigFrom: '2026-01-01',
  giltigTom: null,
  ursprungId: null,
  led: 0,
  havare: [{ id: p.lena, typ: 'pnr' as const, fornamn: 'Lena', namn: 'Persson' }],
  behorigheter: [{ kod: 'fordon.se', rubrik: 'Se fordon', beskrivning: 'Se' }],
  signeringsalternativId: null,
});

describe.each(testDatabases())('list counts between writes on $name', ({ name, open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const count = async (side: 'fullmaktsgivare' | 'fullmaktshavare') => {
    const res = await t.call(side === 'fullmaktsgivare' ? p.anna : p.lena, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: {
        filter: {
          [side]: { id: side === 'fullmaktsgivare' ? p.anna : p.lena },
          tid: 'AKTUELL',
          page: { page: 0, size: 1 },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    return FullmaktListaSvarSchema.parse(res.json()).page.totalElements;
  };

  it('is checked against the database itself where several processes share it', () => {
    expect(t.app.deps.db.listCounts.needsSnapshot).toBe(name === 'postgres');
  });

  it('answers the count after every kind of write, whichever code path wrote', async () => {
    const db = t.app.deps.db.kysely;
    expect([await count('fullmaktsgivare'), await count('fullmaktshavare')]).toEqual([0, 0]);
    await insertFullmakt(db, power('a'));
    await insertFullmakt(db, power('b'));
    expect([await count('fullmaktsgivare'), await count('fullmaktshavare')]).toEqual([2, 2]);
    // Asked again with no write between: the same figure (from the cache on SQLite).
    expect(await count('fullmaktsgivare')).toBe(2);

    await db.updateTable('fullmakt').set({ status: 'ATERKALLAD' }).where('id', '=', 'a').execute();
    expect(await count('fullmaktsgivare')).toBe(1);

    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('fullmakt_havare').where('fullmakt_id', '=', 'b').execute();
    });
    expect([await count('fullmaktshavare'), await count('fullmaktsgivare')]).toEqual([0, 1]);

    // Raw SQL names no table Kysely can see: it counts as a write too.
    await sql`update fullmakt set status = 'UNDERSKRIVEN' where id = 'a'`.execute(db);
    expect(await count('fullmaktsgivare')).toBe(2);
  });
});

const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;

describe.runIf(pgUrl)('list counts with two processes on one PostgreSQL', () => {
  const schema = `t_${randomUUID().replace(/-/g, '')}`;
  let one: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    if (!pgUrl) {
      return;
    }
    await createPgSchema(pgUrl, schema);
    // Two apps, each with its own pool and its own kept counts, as two server processes.
    one = await startTestApp(openDatabase({ databaseUrl: pgUrl, pgSchema: schema }));
    other = await startTestApp(openDatabase({ databaseUrl: pgUrl, pgSchema: schema }));
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    if (pgUrl) {
      await dropPgSchema(pgUrl, schema);
    }
  });

  const count = async (t: TestApp, side: 'fullmaktsgivare' | 'fullmaktshavare') => {
    const id = side === 'fullmaktsgivare' ? p.anna : p.lena;
    const res = await t.call(id, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: { filter: { [side]: { id }, tid: 'AKTUELL', page: { page: 0, size: 1 } } },
    });
    expect(res.statusCode).toBe(200);
    return FullmaktListaSvarSchema.parse(res.json()).page.totalElements;
  };
  const both = async (t: TestApp) => [
    await count(t, 'fullmaktsgivare'),
    await count(t, 'fullmaktshavare'),
  ];

  it('counts at once what the other process wrote, committed or in flight', async () => {
    const db = other.app.deps.db.kysely;
    expect(await both(one)).toEqual([0, 0]);
    expect(await both(one)).toEqual([0, 0]);

    await insertFullmakt(db, power('p1'));
    expect(await both(one)).toEqual([1, 1]);

    await db.updateTable('fullmakt').set({ status: 'ATERKALLAD' }).where('id', '=', 'p1').execute();
    expect(await both(one)).toEqual([0, 0]);
    await sql`update fullmakt set status = 'UNDERSKRIVEN' where id = 'p1'`.execute(db);
    expect(await both(one)).toEqual([1, 1]);

    await db.deleteFrom('fullmakt_havare').where('fullmakt_id', '=', 'p1').execute();
    expect(await both(one)).toEqual([1, 0]);

    // Counted while the other's transaction is open: the old figure, and the new one as
    // soon as it commits (the kept count's snapshot did not see that transaction).
    let commit: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => {
      written = resolve;
    });
    const write = db.transaction().execute(async (trx) => {
      await insertFullmakt(trx, power('p2'));
      written();
      await committed;
    });
    await inFlight;
    expect(await both(one)).toEqual([1, 0]);
    commit();
    await write;
    expect(await both(one)).toEqual([2, 1]);
  });

  it('keeps a count while nothing noted the party changed', async () => {
    const before = await both(one);
    // A write the triggers do not see (replication role): the kept counts stay as they
    // were, so they are used, not counted again.
    await other.app.deps.db.kysely.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await insertFullmakt(trx, power('p3'));
    });
    expect(await both(one)).toEqual(before);
    // A note for another party leaves them too; one for the party drops them.
    await sql`insert into lista_andring (part_id, xid) values ('annan', pg_current_xact_id())`.execute(
      other.app.deps.db.kysely,
    );
    expect(await both(one)).toEqual(before);
    await sql`insert into lista_andring (part_id, xid) values (${p.anna}, pg_current_xact_id())`.execute(
      other.app.deps.db.kysely,
    );
    expect(await count(one, 'fullmaktsgivare')).toBe((before[0] ?? 0) + 1);
  });

  it('reads one count for a burst of misses, and none that predates a write', async () => {
    const counts = one.app.deps.db.listCounts;
    const db = one.app.deps.db.kysely;
    let reads = 0;
    let gate: Promise<void> = Promise.resolve();
    const count = async () => {
      reads += 1;
      const { rows } = await sql<{
        snapshot: string;
      }>`select pg_current_snapshot()::text as snapshot`.execute(db);
      await gate;
      return { n: reads, snapshot: rows[0]?.snapshot };
    };
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => counts.get('burst-part', 'burst', count)),
    );
    expect({ reads, burst }).toEqual({ reads: 1, burst: [1, 1, 1, 1, 1] });

    // A count whose snapshot was taken before a write for the party committed does not
    // serve a request that came after that write.
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const first = counts.get('skrivs-part', 'skrivs', count);
    while (reads < 2) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sql`insert into lista_andring (part_id, xid) values ('skrivs-part', pg_current_xact_id())`.execute(
      other.app.deps.db.kysely,
    );
    const second = counts.get('skrivs-part', 'skrivs', count);
    open();
    expect(await first).toBe(2);
    expect(await second).toBe(3);
  });

  it('forgets notes older than any kept count can need, and only those', async () => {
    const db = one.app.deps.db.kysely;
    await sql`insert into lista_andring (part_id, xid, tidpunkt)
      values ('gammal-part', pg_current_xact_id(), clock_timestamp() - interval '16 minutes')`.execute(
      db,
    );
    await sql`insert into lista_andring (part_id, xid, tidpunkt)
      values ('ny-part', pg_current_xact_id(), clock_timestamp() - interval '14 minutes')`.execute(
      db,
    );
    await pruneListChanges(db);
    const { rows } = await sql<{
      part_id: string;
    }>`select part_id from lista_andring where part_id in ('gammal-part', 'ny-part')`.execute(db);
    expect(rows.map((r) => r.part_id)).toEqual(['ny-part']);
  });
});
