import { API_ROUTES, fyllSokvag, type Utkast } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { orgDraft, filledPermitDraft } from '../testing/org-draft';
import { signAs } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('a holder who cannot be notified (SPEC §8)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterEach(async () => {
    await t.close();
  });

  const signTo = async (holder: string) => {
    const created = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: p.anna, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.fordonsverket },
        mall: { id: 'fordon-arenden' },
      },
    });
    const draft = created.json<Utkast>().fullmakt;
    return signAs(t, p.anna, {
      ...draft,
      fullmaktshavare: [{ id: holder, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2026-12-31',
      behorigheter: [{ kod: 'fordon.se', rubrik: '', beskrivning: '' }],
    });
  };
  const historik = (as: string, id: string) =>
    t.call(as, { method: 'GET', url: fyllSokvag(API_ROUTES.historik.path, { id }) });

  it('is said on the receipt and on the power’s history, to the grantor only', async () => {
    const toMikael = await signTo(p.mikael);
    expect(toMikael.aviseringMisslyckades).toBe(true);
    const id = toMikael.fullmakt?.id ?? '';
    expect((await historik(p.anna, id)).json().aviseringMisslyckades).toBe(true);
    expect((await historik(p.mikael, id)).json().aviseringMisslyckades).toBeUndefined();

    const toLena = await signTo(p.lena);
    expect(toLena.aviseringMisslyckades).toBeUndefined();
    const lenas = toLena.fullmakt?.id ?? '';
    expect((await historik(p.anna, lenas)).json().aviseringMisslyckades).toBeUndefined();
  });

  const utanAdress = (partId: string) =>
    t.app.deps.db.kysely.deleteFrom('kontakt').where('part_id', '=', partId).execute();

  // Issue 36 item 17: the reminder fires for every party told of something, not only for
  // the holder of a new power.
  it('reminds the grantor when the holder of a revoked power has no address', async () => {
    const toLena = await signTo(p.lena);
    const id = toLena.fullmakt?.id ?? '';
    expect(toLena.aviseringMisslyckades).toBeUndefined();
    await utanAdress(p.lena);
    const revoked = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterkalla.path, { id }),
    });
    expect(revoked.json()).toEqual({ aterkallade: 1, aviseringMisslyckades: true });
    expect((await historik(p.anna, id)).json().aviseringMisslyckades).toBe(true);
    expect((await historik(p.lena, id)).json().aviseringMisslyckades).toBeUndefined();
  });

  it('reminds the one who sends a power for signature when a co-signer has no address', async () => {
    await utanAdress(p.maria);
    const utkast = await orgDraft(t);
    const forsta = await signAs(t, p.anna, filledPermitDraft(utkast), {
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }, { id: p.maria }],
    });
    expect(forsta).toMatchObject({ utfall: 'SIGNERAD', klar: false });
    expect(forsta.signatarerEjAviserade).toBe(true);
    expect((await historik(p.anna, utkast.id)).json().signatarerEjAviserade).toBe(true);
  });

  it('says nothing of co-signers who were told', async () => {
    const utkast = await orgDraft(t);
    const forsta = await signAs(t, p.anna, filledPermitDraft(utkast), {
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }, { id: p.maria }],
    });
    expect(forsta.signatarerEjAviserade).toBeUndefined();
  });
});
