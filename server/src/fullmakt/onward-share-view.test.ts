import { API_ROUTES, fyllSokvag, type Fullmakt } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { filledOnwardShare, signed, signedPrivatePower } from '../testing/signed-power';
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
    const original = await signedPrivatePower(t, p.anna, p.ali, {
      tredjeman: tredjemanId.norrvik,
      mall: 'norrvik-bygglov',
      giltigTom: '2027-03-01',
      behorigheter: ['bygglov.ansoka', 'bygglov.anmalan', 'dela.vidare'],
    });
    const share = await signed(
      t,
      p.ali,
      await filledOnwardShare(t, p.ali, original, {
        holders: [p.lena],
        giltigTom: '2027-03-01',
        behorigheter: ['bygglov.anmalan'],
      }),
    );
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
