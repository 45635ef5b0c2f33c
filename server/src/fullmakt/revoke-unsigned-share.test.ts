import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { signAs } from '../testing/sign';

// Issue 36 item 16: an onward share that was started but never signed is not a power
// shared onward. Revoking its origin counts only signed shares, and says apart that the
// unsigned one is stopped (it can no longer be signed).
describe.each(testDatabases())('revoking with an unsigned onward share on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  async function delbarFullmakt(): Promise<Fullmakt> {
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
    const fullmakt: Fullmakt = {
      ...created.json<Utkast>().fullmakt,
      fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
      behorigheter: [
        { kod: 'fordon.se', rubrik: 'x', beskrivning: 'x' },
        { kod: 'dela.vidare', rubrik: 'x', beskrivning: 'x' },
      ],
    };
    expect((await signAs(t, p.anna, fullmakt)).klar).toBe(true);
    return fullmakt;
  }

  it('counts only signed shares, and tells of the unsigned one apart', async () => {
    const fullmakt = await delbarFullmakt();
    const shared = await t.call(p.lena, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: fullmakt.id } },
    });
    const delning = shared.json<Fullmakt>();
    expect(delning.status).toBe('PABORJAD');

    const vyVag = fyllSokvag(API_ROUTES.fullmakt.path, {
      orgnummer: tredjemanId.fordonsverket,
      id: fullmakt.id,
    });
    const origin = await t.call(p.anna, { method: 'GET', url: vyVag });
    expect(origin.json<Fullmakt>().metadata).toEqual({
      utdelningar: [],
      vidaredelad: false,
      paborjadeUtdelningar: 1,
    });

    const revoked = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterkalla.path, { id: fullmakt.id }),
    });
    expect(revoked.json()).toEqual({ aterkallade: 1, avbrutnaDelningar: 1 });

    // The unsigned share is stopped: Lena can no longer sign it.
    const sign = await signAs(t, p.lena, {
      ...delning,
      fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      behorigheter: [{ kod: 'fordon.se', rubrik: 'x', beskrivning: 'x' }],
    }).catch((error: unknown) => error);
    expect(sign).not.toMatchObject({ klar: true });
  });
});
