import {
  API_ROUTES,
  FullmaktListaSvarSchema,
  type FullmaktFilter,
  type FullmaktStatus,
} from '@fullmakt/shared/domain';
import type { CompiledQuery } from 'kysely';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { Access } from '../core/access';
import type { ListCounts } from '../db/list-counts';
import { findPerson } from '../registries/people';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { searchFullmakter } from './search';
import { insertFullmakt } from './store';

/** Powers of Anna to Lena in every state a listing tells apart; the test's today is 2026-03-02. */
const powers: { id: string; status: FullmaktStatus; from: string; tom: string | null }[] = [
  { id: 'tills-vidare', status: 'UNDERSKRIVEN', from: '2026-01-01', tom: null },
  { id: 'pagaende', status: 'UNDERSKRIVEN', from: '2026-01-01', tom: '2026-12-31' },
  { id: 'slutar-idag', status: 'UNDERSKRIVEN', from: '2026-01-01', tom: '2026-03-02' },
  { id: 'borjar-sedan', status: 'UNDERSKRIVEN', from: '2026-04-01', tom: '2026-12-31' },
  { id: 'utgangen', status: 'UNDERSKRIVEN', from: '2025-01-01', tom: '2026-03-01' },
  { id: 'aterkallad', status: 'ATERKALLAD', from: '2026-01-01', tom: '2026-12-31' },
  { id: 'aterlamnad', status: 'ATERLAMNAD', from: '2026-01-01', tom: null },
  { id: 'paborjad', status: 'PABORJAD', from: '2026-03-02', tom: null },
  { id: 'vantar', status: 'VANTAR_PA_UNDERSKRIFT', from: '2026-03-02', tom: '2026-12-31' },
  { id: 'delvis', status: 'DELVIS_UNDERSKRIVEN', from: '2026-03-02', tom: '2026-12-31' },
];

describe.each(testDatabases())('listing filters on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await open());
    for (const [i, power] of powers.entries()) {
      await insertFullmakt(t.app.deps.db.kysely, {
        id: power.id,
        status: power.status,
        now: `2026-02-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`,
        rubrik: i % 2 === 0 ? 'Ärenden om fordon' : 'Bygglov',
        skapareId: p.anna,
        tredjeman: { id: tredjemanId.fordonsverket, namn: 'Fordonsverket' },
        mallId: 'fordon-arenden',
        givare: { id: p.anna, typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
        roll: 'Privat',
        giltigFrom: power.from,
        giltigTom: power.tom,
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

  const list = async (
    side: 'fullmaktsgivare' | 'fullmaktshavare',
    extra: Partial<FullmaktFilter>,
  ) => {
    const res = await t.call(side === 'fullmaktsgivare' ? p.anna : p.lena, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: {
        filter: {
          [side]: { id: side === 'fullmaktsgivare' ? p.anna : p.lena },
          page: { page: 0, size: 20 },
          ...extra,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    // The answer is written without a zod pass on the way out: it must still be the contract.
    const svar = FullmaktListaSvarSchema.parse(res.json());
    // The third party's name comes with each power (joined into the page's rows).
    expect(new Set(svar.fullmakter.map((f) => f.tredjeman.namn))).toEqual(
      new Set(svar.fullmakter.length > 0 ? ['Fordonsverket'] : []),
    );
    return {
      ids: svar.fullmakter.map((f) => f.id).sort(),
      inOrder: svar.fullmakter.map((f) => f.id),
      page: svar.page,
    };
  };

  it.each([
    [
      undefined,
      [
        'aterkallad',
        'aterlamnad',
        'borjar-sedan',
        'pagaende',
        'slutar-idag',
        'tills-vidare',
        'utgangen',
      ],
    ],
    ['AKTUELL', ['borjar-sedan', 'pagaende', 'slutar-idag', 'tills-vidare']],
    ['GILTIG', ['pagaende', 'slutar-idag', 'tills-vidare']],
    ['HISTORISK', ['aterkallad', 'aterlamnad', 'utgangen']],
  ] as const)(
    'time filter %s lists and counts the same powers for grantor and holder',
    async (tid, expected) => {
      for (const side of ['fullmaktsgivare', 'fullmaktshavare'] as const) {
        const { ids, page } = await list(side, tid ? { tid } : {});
        expect({ side, ids }).toEqual({ side, ids: [...expected] });
        expect(page.totalElements).toBe(expected.length);
      }
    },
  );

  it('counts and pages with a text filter', async () => {
    for (const side of ['fullmaktsgivare', 'fullmaktshavare'] as const) {
      const all = await list(side, { text: 'BYGGLOV', tid: 'AKTUELL', page: { page: 0, size: 1 } });
      // Bygglov are the odd ones: pagaende and borjar-sedan are current.
      expect(all.page).toEqual({ number: 0, size: 1, totalElements: 2, totalPages: 2 });
      const second = await list(side, {
        text: 'bygglov',
        tid: 'AKTUELL',
        page: { page: 1, size: 1 },
      });
      expect([...all.ids, ...second.ids].sort()).toEqual(['borjar-sedan', 'pagaende']);
    }
  });

  it('pages newest first, each request with its own party, page, text and day', async () => {
    // Delivered powers, newest first (each was made a day after the one before it).
    const newestFirst = [
      'aterlamnad',
      'aterkallad',
      'utgangen',
      'borjar-sedan',
      'slutar-idag',
      'pagaende',
      'tills-vidare',
    ];
    for (const side of ['fullmaktsgivare', 'fullmaktshavare'] as const) {
      const pages = [];
      for (const page of [0, 1, 2]) {
        pages.push(...(await list(side, { page: { page, size: 3 } })).inOrder);
      }
      expect({ side, pages }).toEqual({ side, pages: newestFirst });
      expect((await list(side, { text: 'ärenden', page: { page: 0, size: 20 } })).inOrder).toEqual([
        'aterlamnad',
        'utgangen',
        'slutar-idag',
        'tills-vidare',
      ]);
    }
    // A later day: the same statements answer with that day's figures.
    const before = t.clock.now;
    t.clock.now = new Date('2027-01-15T09:00:00Z');
    try {
      expect((await list('fullmaktsgivare', { tid: 'AKTUELL' })).ids).toEqual(['tills-vidare']);
      expect((await list('fullmaktshavare', { tid: 'HISTORISK' })).page.totalElements).toBe(6);
    } finally {
      t.clock.now = before;
    }
    expect((await list('fullmaktshavare', { tid: 'HISTORISK' })).page.totalElements).toBe(3);
  });

  it('asks a text search for no more rows than its total leaves, none when none do', async () => {
    // The total as the kept counts would give it, with the statements the search runs.
    const run = async (total: number, page: number, text = 'ärenden') => {
      // The list's statements are compiled once and run with executeQuery: seen here.
      const statements: string[] = [];
      const own = t.app.deps.db.kysely;
      const kysely = new Proxy(own, {
        get: (target, key) => {
          if (key === 'executeQuery') {
            return (query: CompiledQuery) => {
              statements.push(query.sql);
              return target.executeQuery(query);
            };
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const listCounts: ListCounts = {
        needsSnapshot: t.app.deps.db.listCounts.needsSnapshot,
        get: () => Promise.resolve(total),
      };
      const deps = { ...t.app.deps, db: { ...t.app.deps.db, kysely, listCounts } };
      const person = await findPerson(own, p.anna);
      if (!person) {
        throw new Error('Anna saknas');
      }
      const svar = await searchFullmakter(deps, new Access(deps, { ...person, idp: 'test' }), {
        fullmaktsgivare: { id: p.anna },
        text,
        page: { page, size: 2 },
      });
      return { ids: svar.fullmakter.map((f) => f.id), statements: statements.length };
    };
    // Four delivered powers match: the page follows the total it reports.
    expect((await run(4, 0)).ids).toEqual(['aterlamnad', 'utgangen']);
    expect((await run(3, 1)).ids).toEqual(['slutar-idag']);
    expect((await run(1, 0)).ids).toEqual(['aterlamnad']);
    // No rows left after the offset: not one statement (the walk would read every entry).
    expect(await run(0, 0)).toEqual({ ids: [], statements: 0 });
    expect(await run(4, 2)).toEqual({ ids: [], statements: 0 });
  });
});
