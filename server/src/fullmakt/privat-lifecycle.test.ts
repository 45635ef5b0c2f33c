import {
  API_ROUTES,
  FullmaktSchema,
  fyllSokvag,
  type Fullmakt,
  type Utkast,
} from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { signAs } from '../testing/sign';

describe.each(testDatabases())('private lifecycle on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const createDraft = async (
    as: string,
    mall = 'fordon-arenden',
    tredjeman: string = tredjemanId.fordonsverket,
  ) =>
    t.call(as, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: as, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjeman },
        mall: { id: mall },
      },
    });

  it('creates, signs, lists, views, shares onward and revokes with cascade', async () => {
    const created = await createDraft(p.anna);
    expect(created.statusCode).toBe(200);
    const utkast = created.json<Utkast>();
    expect(utkast.fullmakt.status).toBe('PABORJAD');
    expect(utkast.fullmakt.behorigheter.map((b) => b.kod)).toEqual(['fordon.se']);

    const fullmakt: Fullmakt = {
      ...utkast.fullmakt,
      fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
      behorigheter: [
        { kod: 'fordon.se', rubrik: 'x', beskrivning: 'x' },
        { kod: 'fordon.agarbyte', rubrik: 'x', beskrivning: 'x' },
        { kod: 'dela.vidare', rubrik: 'x', beskrivning: 'x' },
      ],
    };
    const signed = await signAs(t, p.anna, fullmakt);
    expect(signed.utfall).toBe('SIGNERAD');
    expect(signed.klar).toBe(true);
    expect(signed.kvittonummer).toMatch(/^FM-20260302-\d{6}$/);

    const given = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: {
        filter: {
          fullmaktsgivare: { id: '19780312-2386' },
          tid: 'GILTIG',
          page: { page: 0, size: 20 },
        },
      },
    });
    expect(given.json().page.totalElements).toBe(1);
    const received = await t.call(p.lena, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: {
        filter: { fullmaktshavare: { id: p.lena }, text: 'FORDON', page: { page: 0, size: 20 } },
      },
    });
    expect(received.json().fullmakter[0].behorigheter).toHaveLength(3);

    const view = await t.call(p.lena, {
      method: 'GET',
      url: `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: tredjemanId.fordonsverket, id: fullmakt.id })}?utdelning=current`,
    });
    expect(view.statusCode).toBe(200);
    // Written without a zod pass on the way out: still the contract, with the third party named.
    const viewed = FullmaktSchema.parse(view.json());
    expect(viewed.fullmaktsgivare.namn).toBe('Lindqvist');
    expect(viewed.tredjeman).toEqual({ id: tredjemanId.fordonsverket, namn: 'Fordonsverket' });

    // Lena shares onward to Mikael.
    const shared = await t.call(p.lena, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: fullmakt.id } },
    });
    expect(shared.statusCode).toBe(200);
    const delning = shared.json<Fullmakt>();
    expect(delning.ursprung.fullmakt?.id).toBe(fullmakt.id);
    expect(delning.vidaredelning).toBe(1);
    const signedShare = await signAs(t, p.lena, {
      ...delning,
      fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
      behorigheter: [{ kod: 'fordon.agarbyte', rubrik: 'x', beskrivning: 'x' }],
    });
    expect(signedShare.klar).toBe(true);

    // Mikael cannot share further: depth 1 is the default limit.
    const deeper = await t.call(p.mikael, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: delning.id } },
    });
    expect(deeper.statusCode).toBe(409);
    expect(deeper.json().kod).toBe('fullmakt.inte.transportfullmakt');

    const origin = await t.call(p.anna, {
      method: 'GET',
      url: `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: tredjemanId.fordonsverket, id: fullmakt.id })}`,
    });
    expect(origin.json().metadata).toEqual({
      utdelningar: [{ id: delning.id }],
      vidaredelad: true,
    });

    const revoked = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterkalla.path, { id: fullmakt.id }),
    });
    expect(revoked.json()).toEqual({ aterkallade: 2 });
    const again = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterkalla.path, { id: fullmakt.id }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().meddelande).toContain('någon redan har');
    const mikaels = await t.call(p.mikael, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: {
        filter: {
          fullmaktshavare: { id: p.mikael },
          tid: 'HISTORISK',
          page: { page: 0, size: 20 },
        },
      },
    });
    expect(mikaels.json().fullmakter[0].status).toBe('ATERKALLAD');
  });
});
