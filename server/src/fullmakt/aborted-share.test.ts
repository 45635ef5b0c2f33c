import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { signAs } from '../testing/sign';
import { filledOnwardShare, signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

// Issue 36 item 14: an onward share whose signing was aborted waits for a signature. The
// holder finds it among their drafts, and may change it, sign it or delete it.
describe.each(testDatabases())('an onward share whose signing was aborted on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  async function avbrutenDelning(): Promise<Fullmakt> {
    const original = await signedPrivatePower(t, p.anna, p.lena, { giltigTom: '2027-03-01' });
    const delning = await filledOnwardShare(t, p.lena, original, {
      holders: [p.mikael],
      behorigheter: ['fordon.se'],
    });
    const avbruten = await signAs(t, p.lena, delning, { utfall: 'avbruten' });
    expect(avbruten.utfall).not.toBe('SIGNERAD');
    return delning;
  }

  const lenasUtkast = async () =>
    (
      await t.call(p.lena, {
        method: 'POST',
        url: API_ROUTES.sokUtkast.path,
        payload: { fullmaktsgivare: { id: p.lena, typ: 'pnr' } },
      })
    ).json<{ utkast: Utkast[] }>().utkast;

  it('is among the holder’s drafts, waiting for a signature, and can be changed and signed', async () => {
    const delning = await avbrutenDelning();
    const utkast = await lenasUtkast();
    expect(utkast.map((u) => [u.fullmakt.id, u.fullmakt.status])).toEqual([
      [delning.id, 'VANTAR_PA_UNDERSKRIFT'],
    ]);
    const put = await t.call(p.lena, {
      method: 'PUT',
      url: fyllSokvag(API_ROUTES.uppdateraUtkast.path, { fullmaktId: delning.id }),
      payload: {
        fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
        giltigFrom: '2026-03-02',
        giltigTom: '2026-11-30',
        behorigheter: ['fordon.se'],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<Utkast>().fullmakt.status).toBe('PABORJAD');
    const signed = await signAs(t, p.lena, { ...delning, giltigTom: '2026-11-30' });
    expect(signed).toMatchObject({ utfall: 'SIGNERAD', klar: true });
  });

  it('can be deleted by the holder', async () => {
    const delning = await avbrutenDelning();
    const del = await t.call(p.lena, {
      method: 'DELETE',
      url: fyllSokvag(API_ROUTES.taBortUtkast.path, { fullmaktId: delning.id }),
    });
    expect(del.statusCode).toBeLessThan(300);
    expect(await lenasUtkast()).toEqual([]);
  });
});
