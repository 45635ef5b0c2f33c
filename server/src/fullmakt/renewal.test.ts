import {
  API_ROUTES,
  fyllSokvag,
  HistorikSvarSchema,
  type Fullmakt,
  type Utkast,
} from '@fullmakt/shared/domain';
import { recordEvents } from '../historik/handelse-store';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signAs } from '../testing/sign';
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

  /** Starts the renewal of `fornyar` as `as`, as the button does. */
  const startRenewal = (as: string, fornyar: string) =>
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
  /** The power as its grantor's page loads it. */
  const view = async (as: string, power: Fullmakt) => {
    const res = await t.call(as, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: power.tredjeman.id, id: power.id }),
    });
    expect(res.statusCode).toBe(200);
    return res.json<Fullmakt>();
  };

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

  it('refuses to renew a power already renewed, and names its renewal to its parties', async () => {
    const old = await signedPrivatePower(t, p.anna, p.lena);
    expect((await view(p.anna, old)).fornyadAv).toBeUndefined();
    const renewed = await signedPrivatePower(t, p.anna, p.lena, { ...renewal, fornyar: old.id });

    const again = await startRenewal(p.anna, old.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      kod: 'fullmakt.konflikt',
      meddelande: 'Fullmakten är redan förnyad.',
    });
    // Nothing was started: the old power still has its one renewal.
    expect(await links(p.anna, old.id)).toEqual([['FORNYAD', renewed.id]]);
    expect((await view(p.anna, old)).fornyadAv).toEqual({ id: renewed.id });
    expect((await view(p.lena, old)).fornyadAv).toEqual({ id: renewed.id });
    // The new power is not renewed itself.
    expect((await view(p.anna, renewed)).fornyadAv).toBeUndefined();
  }, 30_000);

  it('continues an unfinished renewal instead of starting another', async () => {
    const old = await signedPrivatePower(t, p.anna, p.lena);
    const first = await startRenewal(p.anna, old.id);
    expect(first.statusCode).toBe(200);
    const draft = first.json<Utkast>();
    expect(draft.fortsatt).toBeUndefined();

    const second = await startRenewal(p.anna, old.id);
    expect(second.statusCode).toBe(200);
    expect(second.json<Utkast>()).toMatchObject({
      fortsatt: true,
      fullmakt: { id: draft.fullmakt.id, status: 'PABORJAD' },
    });
    const drafts = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokUtkast.path,
      payload: { fullmaktsgivare: { id: p.anna, typ: 'pnr' } },
    });
    expect(drafts.json<{ utkast: Utkast[] }>().utkast.map((u) => u.fullmakt.id)).toEqual([
      draft.fullmakt.id,
    ]);

    // Once that draft is removed, pressing again starts a new one.
    await t.call(p.anna, {
      method: 'DELETE',
      url: fyllSokvag(API_ROUTES.taBortUtkast.path, { fullmaktId: draft.fullmakt.id }),
    });
    const third = await startRenewal(p.anna, old.id);
    expect(third.statusCode).toBe(200);
    expect(third.json<Utkast>().fortsatt).toBeUndefined();
    expect(third.json<Utkast>().fullmakt.id).not.toBe(draft.fullmakt.id);
  }, 30_000);

  it('starts one renewal for several presses at once', async () => {
    const old = await signedPrivatePower(t, p.anna, p.lena);
    const all = await Promise.all([1, 2, 3, 4].map(() => startRenewal(p.anna, old.id)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(all.map((r) => r.json<Utkast>().fullmakt.id));
    expect(ids.size).toBe(1);
  }, 30_000);

  it('delivers one of two renewals signed at once, and refuses the other', async () => {
    const old = await signedPrivatePower(t, p.anna, p.lena);
    const first = await filledPrivateDraft(t, p.anna, {
      holders: [p.lena],
      ...renewal,
      fornyar: old.id,
    });
    // A second renewal started before the rules above (or by a bug): named as one by hand.
    const second = await filledPrivateDraft(t, p.anna, { holders: [p.lena], ...renewal });
    await t.app.deps.db.kysely.transaction().execute((trx) =>
      recordEvents(trx, new Date().toISOString(), [
        {
          fullmaktId: second.id,
          typ: 'FORNYAR',
          aktorId: p.anna,
          berorda: [p.anna, p.lena],
          annanFullmaktId: old.id,
        },
      ]),
    );
    const results = await Promise.all([signAs(t, p.anna, first), signAs(t, p.anna, second)]);
    const delivered = results.flatMap((r) => (r.fullmakt ? [r.fullmakt.id] : []));
    expect(delivered).toHaveLength(1);
    expect(results.filter((r) => !r.fullmakt).map((r) => r.utfall)).toHaveLength(1);
    expect(await links(p.anna, old.id)).toEqual([['FORNYAD', delivered[0]]]);
  }, 30_000);

  it('does not tell the third party which power renewed it', async () => {
    // Norrviks kommun's power: Birgitta Sjöberg is an official of the municipality.
    const norrvik = {
      tredjeman: tredjemanId.norrvik,
      mall: 'norrvik-bygglov',
      behorigheter: ['bygglov.ansoka'],
    };
    const old = await signedPrivatePower(t, p.anna, p.lena, norrvik);
    const renewed = await signedPrivatePower(t, p.anna, p.lena, {
      ...norrvik,
      ...renewal,
      fornyar: old.id,
    });
    expect((await view(p.anna, old)).fornyadAv).toEqual({ id: renewed.id });
    const seen = await view(p.birgitta, old);
    expect(seen.id).toBe(old.id);
    expect(seen).not.toHaveProperty('fornyadAv');
  }, 30_000);
});
