import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { pageRows } from './page-rows';
import { insertFullmakt } from './store';

describe.each(testDatabases())('a page’s rows by id on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await open());
    for (const id of ['a', 'b', 'c', 'd']) {
      await insertFullmakt(t.app.deps.db.kysely, {
        id,
        status: 'UNDERSKRIVEN',
        now: '2026-02-10T10:00:00.000Z',
        rubrik: `Rubrik ${id}`,
        skapareId: p.anna,
        tredjeman: { id: tredjemanId.fordonsverket, namn: 'Fordonsverket' },
        mallId: 'fordon-arenden',
        givare: { id: p.anna, typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
        roll: 'Privat',
        giltigFrom: '2026-01-01',
        giltigTom: null,
        ursprungId: null,
        led: 0,
        havare: [{ id: p.lena, typ: 'pnr', fornamn: 'Lena', namn: 'Persson' }],
        behorigheter: [{ kod: 'fordon.se', rubrik: 'Se fordon', beskrivning: 'Se' }],
        signeringsalternativId: null,
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs the statement compiled for a page length with each page’s own ids', async () => {
    const db = t.app.deps.db.kysely;
    const read = async (ids: string[]) =>
      (await pageRows(db, ids)).map((r) => [r.id, r.rubrik, r.tredjeman_namn]).sort();
    expect(await read([])).toEqual([]);
    expect(await read(['a', 'b'])).toEqual([
      ['a', 'Rubrik a', 'Fordonsverket'],
      ['b', 'Rubrik b', 'Fordonsverket'],
    ]);
    // Same length, other ids: the compiled statement is reused with these parameters.
    expect((await read(['c', 'd'])).map((r) => r[0])).toEqual(['c', 'd']);
    expect((await read(['d', 'x', 'a'])).map((r) => r[0])).toEqual(['a', 'd']);
    expect((await read(['b'])).map((r) => r[0])).toEqual(['b']);
  });
});
