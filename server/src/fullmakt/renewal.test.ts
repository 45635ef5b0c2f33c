import { API_ROUTES, fyllSokvag, HistorikSvarSchema } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { filledPrivateDraft, signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('renewing a power on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  /** The renewal events of a power's history as `as` sees it: [typ, other power]. */
  const links = async (as: string, id: string) => {
    const res = await t.call(as, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.historik.path, { id }),
    });
    expect(res.statusCode).toBe(200);
    return HistorikSvarSchema.parse(res.json())
      .handelser.filter((h) => h.typ === 'FORNYAR' || h.typ === 'FORNYAD')
      .map((h) => [h.typ, h.annanFullmaktId]);
  };
  const renewal = { giltigFrom: '2027-01-01', giltigTom: '2027-12-31' };

  it('links the new power to the old at once, and the old to the new when it is delivered', async () => {
    const old = await signedPrivatePower(t, p.anna, p.lena);
    const draft = await filledPrivateDraft(t, p.anna, {
      holders: [p.lena],
      ...renewal,
      fornyar: old.id,
    });
    expect(await links(p.anna, draft.id)).toEqual([['FORNYAR', old.id]]);
    // A draft is no renewal yet: the old power says nothing of it.
    expect(await links(p.anna, old.id)).toEqual([]);

    const renewed = await signedPrivatePower(t, p.anna, p.lena, { ...renewal, fornyar: old.id });
    expect(await links(p.anna, renewed.id)).toEqual([['FORNYAR', old.id]]);
    expect(await links(p.anna, old.id)).toEqual([['FORNYAD', renewed.id]]);
    // The holder sees the same links.
    expect(await links(p.lena, old.id)).toEqual([['FORNYAD', renewed.id]]);
  }, 30_000);

  it("refuses to renew another grantor's power, a revoked one and a draft, as not found", async () => {
    const annas = await signedPrivatePower(t, p.anna, p.lena);
    const start = (as: string, fornyar: string) =>
      t.call(as, {
        method: 'POST',
        url: API_ROUTES.skapaUtkast.path,
        payload: {
          fullmaktsgivare: { id: as, typ: 'pnr' },
          fullmaktsgivarroll: 'Privat',
          tredjeman: { id: tredjemanId.fordonsverket },
          mall: { id: 'fordon-arenden' },
          fornyar: { id: fornyar },
        },
      });
    expect((await start(p.erik, annas.id)).statusCode).toBe(404);
    expect((await start(p.anna, 'finns-inte')).statusCode).toBe(404);

    const draft = await filledPrivateDraft(t, p.anna, { holders: [p.lena] });
    expect((await start(p.anna, draft.id)).statusCode).toBe(404);

    await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterkalla.path, { id: annas.id }),
    });
    const refused = await start(p.anna, annas.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ kod: 'fullmakt.saknas' });
    expect((await start(p.anna, (await signedPrivatePower(t, p.anna, p.lena)).id)).statusCode).toBe(
      200,
    );
  }, 30_000);
});
