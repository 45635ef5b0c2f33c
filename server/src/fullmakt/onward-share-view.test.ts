import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signAs } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

/**
 * GET …/tredjeman/{orgnummer}/fullmakter/{id}?utdelning=current for an onward share: its
 * own parties and the third party see it; the parties of the power it was shared from see
 * it only when asking for the current share, and only while it is in force; nobody else.
 */
describe.each(testDatabases())('the view of an onward share on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  /** Anna gives Ali Norrvik's bygglov with the right to share; Ali shares it on to Lena. */
  const shareChain = async (): Promise<{ original: Fullmakt; share: Fullmakt }> => {
    const created = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: p.anna, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.norrvik },
        mall: { id: 'norrvik-bygglov' },
      },
    });
    const original: Fullmakt = {
      ...created.json<Utkast>().fullmakt,
      fullmaktshavare: [{ id: p.ali, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
      behorigheter: [
        { kod: 'bygglov.ansoka', rubrik: '', beskrivning: '' },
        { kod: 'bygglov.anmalan', rubrik: '', beskrivning: '' },
        { kod: 'dela.vidare', rubrik: '', beskrivning: '' },
      ],
    };
    expect((await signAs(t, p.anna, original)).klar).toBe(true);
    const shared = await t.call(p.ali, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: { tredjeman: { id: tredjemanId.norrvik }, fullmakt: { id: original.id } },
    });
    expect(shared.statusCode).toBe(200);
    const share: Fullmakt = {
      ...shared.json<Fullmakt>(),
      fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
      behorigheter: [{ kod: 'bygglov.anmalan', rubrik: '', beskrivning: '' }],
    };
    expect((await signAs(t, p.ali, share)).klar).toBe(true);
    return { original, share };
  };

  const view = (as: string, id: string, current = true) =>
    t.call(as, {
      method: 'GET',
      url: `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: tredjemanId.norrvik, id })}${current ? '?utdelning=current' : ''}`,
    });

  it('answers the current share to its parties, the third party and the origin’s grantor', async () => {
    const { original, share } = await shareChain();
    const matrix = async (current: boolean) => ({
      ali: (await view(p.ali, share.id, current)).statusCode,
      lena: (await view(p.lena, share.id, current)).statusCode,
      birgitta: (await view(p.birgitta, share.id, current)).statusCode,
      anna: (await view(p.anna, share.id, current)).statusCode,
      mikael: (await view(p.mikael, share.id, current)).statusCode,
      erik: (await view(p.erik, share.id, current)).statusCode,
    });
    expect(await matrix(true)).toEqual({
      ali: 200,
      lena: 200,
      birgitta: 200,
      anna: 200,
      mikael: 404,
      erik: 404,
    });
    // Not asked for the current share: only the share's own parties and the third party.
    expect(await matrix(false)).toEqual({
      ali: 200,
      lena: 200,
      birgitta: 200,
      anna: 404,
      mikael: 404,
      erik: 404,
    });
    const seen = (await view(p.anna, share.id)).json<Fullmakt>();
    expect(seen.ursprung.fullmakt?.id).toBe(original.id);
    expect(seen.fullmaktshavare.map((h) => h.id)).toEqual([p.lena]);
    // The origin lists it among its onward shares.
    expect((await view(p.anna, original.id)).json<Fullmakt>().metadata?.utdelningar).toEqual([
      { id: share.id },
    ]);
  });

  it('stops answering the origin’s grantor once the share has ended', async () => {
    const { original, share } = await shareChain();
    const returned = await t.call(p.ali, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterlamna.path, { id: original.id }),
    });
    expect(returned.statusCode).toBe(200);
    expect((await view(p.anna, share.id)).statusCode).toBe(404);
    // The share's own parties still see how it ended.
    const forLena = (await view(p.lena, share.id)).json<Fullmakt>();
    expect(forLena.status).toBe('ATERKALLAD');
    expect((await view(p.anna, original.id)).json<Fullmakt>()).toMatchObject({
      status: 'ATERLAMNAD',
      metadata: { utdelningar: [], vidaredelad: false },
    });
  });

  it('leaves the origin’s utdelningar when the share itself is returned', async () => {
    const { original, share } = await shareChain();
    const returned = await t.call(p.lena, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterlamna.path, { id: share.id }),
    });
    expect(returned.statusCode).toBe(200);
    expect((await view(p.anna, original.id)).json<Fullmakt>()).toMatchObject({
      status: 'UNDERSKRIVEN',
      metadata: { utdelningar: [], vidaredelad: false },
    });
    expect((await view(p.anna, share.id)).statusCode).toBe(404);
  });
});
