import {
  API_ROUTES,
  fyllSokvag,
  type Fullmakt,
  type Utkast,
  type UtkastListaSvar,
} from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signAs } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

// Issue 38 item 2: a draft named its holders from the register but a protected identity
// (Sara, sekretess) without a name, so saving a draft told her apart. A power not yet
// signed by all names no person holder; the answers for both are alike but the number.
describe.each(testDatabases())('holder names on a draft on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const create = (holder: string) =>
    t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: p.anna, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.fordonsverket },
        mall: { id: 'fordon-arenden' },
        fullmaktshavare: [{ id: holder, typ: 'pnr' }],
      },
    });

  const put = (id: string, holder: string) =>
    t.call(p.anna, {
      method: 'PUT',
      url: fyllSokvag(API_ROUTES.uppdateraUtkast.path, { fullmaktId: id }),
      payload: {
        fullmaktshavare: [{ id: holder, typ: 'pnr' }],
        giltigFrom: '2026-03-02',
        giltigTom: '2026-12-31',
        behorigheter: ['fordon.se', 'fordon.agarbyte'],
      },
    });

  const getDraft = (id: string) =>
    t.call(p.anna, { method: 'GET', url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: id }) });

  /** The holder part of an answer as bytes, the holder's number masked. */
  const holderBytes = (f: Fullmakt, holder: string) =>
    JSON.stringify(f.fullmaktshavare).replaceAll(holder, 'NUMMER');

  it('answers a normal and a protected holder in the same shape', async () => {
    const created = await Promise.all([create(p.lena), create(p.sara)]);
    const [lenaDraft, saraDraft] = created.map((r) => r.json<Utkast>().fullmakt);
    expect(created.map((r) => r.statusCode)).toEqual([200, 200]);
    if (!lenaDraft || !saraDraft) {
      throw new Error('no drafts');
    }
    expect(holderBytes(lenaDraft, p.lena)).toBe(holderBytes(saraDraft, p.sara));
    expect(lenaDraft.fullmaktshavare).toEqual([{ id: p.lena, typ: 'pnr' }]);

    const saved = await Promise.all([put(lenaDraft.id, p.lena), put(saraDraft.id, p.sara)]);
    const [lenaSaved, saraSaved] = saved.map((r) => r.json<Utkast>().fullmakt);
    expect(saved.map((r) => r.statusCode)).toEqual([200, 200]);
    if (!lenaSaved || !saraSaved) {
      throw new Error('no drafts');
    }
    expect(holderBytes(lenaSaved, p.lena)).toBe(holderBytes(saraSaved, p.sara));

    const read = await Promise.all([getDraft(lenaDraft.id), getDraft(saraDraft.id)]);
    const [lenaRead, saraRead] = read.map((r) => r.json<Utkast>().fullmakt);
    if (!lenaRead || !saraRead) {
      throw new Error('no drafts');
    }
    expect(holderBytes(lenaRead, p.lena)).toBe(holderBytes(saraRead, p.sara));

    const list = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokUtkast.path,
      payload: { fullmaktsgivare: { id: p.anna, typ: 'pnr' } },
    });
    const listed = list.json<UtkastListaSvar>().utkast.flatMap((u) => u.fullmakt.fullmaktshavare);
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: p.lena, typ: 'pnr' },
        { id: p.sara, typ: 'pnr' },
      ]),
    );
    expect(listed.every((h) => h.fornamn === undefined && h.namn === undefined)).toBe(true);
  });

  it('names a holder once the power is signed by all, a protected one still not', async () => {
    const [lenaDraft, saraDraft] = await Promise.all(
      [p.lena, p.sara].map(async (holder) => {
        const created = (await create(holder)).json<Utkast>().fullmakt;
        return (await put(created.id, holder)).json<Utkast>().fullmakt;
      }),
    );
    if (!lenaDraft || !saraDraft) {
      throw new Error('no drafts');
    }
    const lenaSigned = await signAs(t, p.anna, lenaDraft);
    const saraSigned = await signAs(t, p.anna, saraDraft);
    expect(lenaSigned.fullmakt?.fullmaktshavare).toEqual([
      { id: p.lena, typ: 'pnr', fornamn: 'Lena', namn: 'Persson' },
    ]);
    expect(saraSigned.fullmakt?.fullmaktshavare).toEqual([{ id: p.sara, typ: 'pnr' }]);
  });
});
