import {
  API_ROUTES,
  fyllSokvag,
  HistorikSvarSchema,
  type Fullmakt,
  type Utkast,
} from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signAs } from '../testing/sign';
import { recordEvents } from './handelse-store';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('the timeline of a power', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterEach(async () => {
    await t.close();
  });

  const signedPower = async (holder: string): Promise<Fullmakt> => {
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
    t.clock.now = new Date('2026-03-02T09:14:00Z');
    const signed = await signAs(t, p.anna, {
      ...draft,
      fullmaktshavare: [{ id: holder, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2026-12-31',
      behorigheter: [{ kod: 'fordon.se', rubrik: '', beskrivning: '' }],
    });
    if (!signed.fullmakt) {
      throw new Error('Fullmakten skrevs inte under');
    }
    return signed.fullmakt;
  };
  const timeline = async (as: string, id: string) => {
    const res = await t.call(as, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.historik.path, { id }),
    });
    return res.statusCode === 200 ? HistorikSvarSchema.parse(res.json()).handelser : res.statusCode;
  };

  it('answers the events newest first, with the actors named', async () => {
    const power = await signedPower(p.lena);
    t.clock.now = new Date('2026-03-03T10:00:00Z');
    await t.call(p.lena, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterlamna.path, { id: power.id }),
    });
    const shown = await timeline(p.anna, power.id);
    expect(Array.isArray(shown) && shown.map((h) => [h.typ, h.aktor?.namn])).toEqual([
      ['ATERLAMNAD', 'Lena Persson'],
      ['UNDERSKRIVEN_OCH_LEVERERAD', 'Anna Lindqvist'],
      ['UNDERSKRIVEN_AV', 'Anna Lindqvist'],
      ['SKICKAD_FOR_UNDERSKRIFT', 'Anna Lindqvist'],
      ['UTKAST_PABORJAT', 'Anna Lindqvist'],
    ]);
    expect(await timeline(p.lena, power.id)).toHaveLength(5);
    expect(await timeline(p.ali, power.id)).toBe(404);
  });

  it("leaves out a protected identity's name", async () => {
    const power = await signedPower(p.sara);
    // Sara is barred from the private flows, so her event is written the way a change would.
    await recordEvents(t.app.deps.db.kysely, '2026-03-03T10:00:00.000Z', [
      { fullmaktId: power.id, typ: 'ATERLAMNAD', aktorId: p.sara, berorda: [p.anna, p.sara] },
    ]);
    const forAnna = await timeline(p.anna, power.id);
    expect(Array.isArray(forAnna) && forAnna[0]?.aktor).toEqual({ id: p.sara });
  });
});
