import { API_ROUTES, FullmaktListaSvarSchema } from '@fullmakt/shared/domain';
import { sql } from 'kysely';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
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

  it('is kept only where one process owns the database', () => {
    expect(t.app.deps.db.listCounts !== undefined).toBe(name === 'sqlite');
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
