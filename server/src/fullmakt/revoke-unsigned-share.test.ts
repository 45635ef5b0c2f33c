import { API_ROUTES, fyllSokvag, type Fullmakt } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { signAs } from '../testing/sign';
import { filledOnwardShare, signedPrivatePower } from '../testing/signed-power';

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

  it('counts only signed shares, and tells of the unsigned one apart', async () => {
    const fullmakt = await signedPrivatePower(t, p.anna, p.lena, { giltigTom: '2027-03-01' });
    const delning = await filledOnwardShare(t, p.lena, fullmakt, {
      holders: [p.mikael],
      behorigheter: ['fordon.se'],
    });
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
    const sign = await signAs(t, p.lena, delning).catch((error: unknown) => error);
    expect(sign).not.toMatchObject({ klar: true });
  });
});
