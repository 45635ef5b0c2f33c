import { API_ROUTES, fyllSokvag, type Fullmakt } from '@fullmakt/shared/domain';
import { orgnr } from '../seed/companies';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

/**
 * An organisation as holder (SPEC §1, §6): Mikael gives Nordisk Byggteknik AB a power; its
 * representatives list and view it among the organisation's received powers, a signatory
 * shares it onward as the organisation and returns it; nobody outside the organisation can.
 */
describe.each(testDatabases())('an organisation as holder on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const givenToOrganisation = (): Promise<Fullmakt> =>
    signedPrivatePower(
      t,
      p.mikael,
      { id: orgnr.nordiskByggteknik, typ: 'orgnr' },
      { giltigTom: '2027-03-01' },
    );

  const received = (as: string) =>
    t.call(as, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: {
        filter: { fullmaktshavare: { id: orgnr.nordiskByggteknik }, page: { page: 0, size: 20 } },
      },
    });

  const view = (as: string, id: string) =>
    t.call(as, {
      method: 'GET',
      url: `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: tredjemanId.fordonsverket, id })}?utdelning=current`,
    });

  it('lists and shows it to the organisation’s representatives only', async () => {
    const fullmakt = await givenToOrganisation();
    const forErik = await received(p.erik);
    expect(forErik.statusCode).toBe(200);
    expect(forErik.json().fullmakter.map((f: Fullmakt) => f.id)).toEqual([fullmakt.id]);
    expect(forErik.json().fullmakter[0].fullmaktshavare).toEqual([
      { id: orgnr.nordiskByggteknik, typ: 'orgnr', namn: 'Nordisk Byggteknik AB' },
    ]);
    expect((await received(p.ali)).statusCode).toBe(403);
    expect((await view(p.anna, fullmakt.id)).statusCode).toBe(200);
    expect((await view(p.ali, fullmakt.id)).statusCode).toBe(404);
  });

  it('is shared onward by a signatory, as the organisation', async () => {
    const fullmakt = await givenToOrganisation();
    const shared = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: fullmakt.id } },
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json<Fullmakt>()).toMatchObject({
      fullmaktsgivare: { id: orgnr.nordiskByggteknik, typ: 'orgnr' },
      fullmaktsgivarroll: 'Organisation',
      ursprung: { fullmakt: { id: fullmakt.id } },
    });
  });

  it('is returned by a representative; the grantor sees it returned; an outsider cannot', async () => {
    const fullmakt = await givenToOrganisation();
    const url = fyllSokvag(API_ROUTES.aterlamna.path, { id: fullmakt.id });
    expect((await t.call(p.ali, { method: 'POST', url })).statusCode).toBe(404);
    const returned = await t.call(p.erik, { method: 'POST', url });
    expect(returned.statusCode).toBe(200);
    expect((await view(p.mikael, fullmakt.id)).json<Fullmakt>().status).toBe('ATERLAMNAD');
    const again = await t.call(p.anna, { method: 'POST', url });
    expect(again.statusCode).toBe(409);
    expect(again.json().meddelande).toBe(
      'Du kan inte återkalla/återlämna fullmakten eftersom någon redan har återkallat eller återlämnat den.',
    );
  });
});
