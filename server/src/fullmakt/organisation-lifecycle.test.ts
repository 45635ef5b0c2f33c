import {
  API_ROUTES,
  EngagemangSvarSchema,
  fyllSokvag,
  type EngagemangSvar,
  type Fullmakt,
  type SigneringsalternativSvar,
  type Utkast,
} from '@fullmakt/shared/domain';
import { foretagTexter } from '@fullmakt/shared/texts';
import { orgnr } from '../seed/companies';
import { testPerson as p } from '../seed/people';
import { hanna } from '../seed/sole-traders';
import { tredjemanId } from '../seed/third-parties';
import { filledPermitDraft, startOrgDraft } from '../testing/org-draft';
import { signAs, ticketCookieOf } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('organisation lifecycle on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await open());
  });
  afterAll(async () => {
    await t.close();
  });

  const draftFor = (
    as: string,
    org: string,
    mall = 'tillstand-ansokan',
    tredjeman: string = tredjemanId.tillstand,
  ) => startOrgDraft(t, as, org, mall, tredjeman);

  const filled = filledPermitDraft;

  it('lists engagements per source, with the failing and partial sources', async () => {
    const anna = (await t.call(p.anna, { method: 'POST', url: API_ROUTES.engagemang.path })).json();
    expect(anna.aktivaOrgnummer).toEqual(
      expect.arrayContaining([orgnr.nordiskByggteknik, orgnr.handelsbolag]),
    );
    const ingrid = (
      await t.call(p.ingrid, { method: 'POST', url: API_ROUTES.engagemang.path })
    ).json();
    expect(ingrid.kalla['2021005489'].fel).toHaveLength(1);
    const johan = (
      await t.call(p.johan, { method: 'POST', url: API_ROUTES.engagemang.path })
    ).json();
    expect(johan.kalla['2021005448'].ofullstandig).toBe(true);
    const gustav = (
      await t.call(p.gustav, { method: 'POST', url: API_ROUTES.engagemang.path })
    ).json();
    expect(gustav.aktivaOrgnummer).toEqual([]);
    expect(gustav.kalla['2021005448'].fel[0].meddelande).toBe(foretagTexter.forMangaForetag);
  });

  it("answers the caller's role in each organisation, as the registry has it", async () => {
    const svar = (
      await t.call(p.erik, { method: 'POST', url: API_ROUTES.engagemang.path })
    ).json<EngagemangSvar>();
    const nordisk = Object.values(svar.kalla)
      .flatMap((k) => k.engagemang)
      .find((e) => e.orgnummer === orgnr.nordiskByggteknik);
    expect(nordisk).toMatchObject({ namn: 'Nordisk Byggteknik AB', roll: 'Styrelseledamot' });
    // The answer still parses with the shared schema the browser uses.
    expect(EngagemangSvarSchema.safeParse(svar).success).toBe(true);
  });

  it('leaves out the sole traders of someone in more than the service handles, keeping her company', async () => {
    const svar = (
      await t.call(hanna, { method: 'POST', url: API_ROUTES.engagemang.path })
    ).json<EngagemangSvar>();
    expect(svar.aktivaOrgnummer).toEqual([orgnr.gronaDalen]);
    expect(svar.kalla['2021005489']?.fel).toEqual([
      { kod: 'anvandare.obehorig', meddelande: foretagTexter.enskildFirmaGrans },
    ]);
    expect(svar.kalla['2021005489']?.engagemang.map((e) => e.orgnummer)).toEqual([
      orgnr.gronaDalen,
    ]);
    // Left out means she cannot act for her own firm either.
    const own = await draftFor(hanna, hanna.slice(2));
    expect(own.statusCode).toBe(403);
    // One sole trader is within the limit: Per keeps his.
    const per = (
      await t.call(p.per, { method: 'POST', url: API_ROUTES.engagemang.path })
    ).json<EngagemangSvar>();
    expect(per.aktivaOrgnummer).toEqual([orgnr.perSnickeri]);
    expect(per.kalla['2021005489']?.fel).toEqual([]);
  });

  it('gives signing options only for groups the caller is in, and reports obstacles', async () => {
    const body = (org: string) => ({
      fullmaktsgivare: { id: org, typ: 'orgnr' },
      fullmaktsgivarroll: 'Organisation',
    });
    const anna = (
      await t.call(p.anna, {
        method: 'POST',
        url: API_ROUTES.signeringsalternativ.path,
        payload: body(orgnr.nordiskByggteknik),
      })
    ).json<SigneringsalternativSvar>();
    expect(anna.kalla['2021005448']?.signeringsalternativ.map((a) => a.id)).toEqual([
      'nb-styrelsen',
      'nb-vd',
    ]);
    const lars = (
      await t.call(p.lars, {
        method: 'POST',
        url: API_ROUTES.partanslutningSigneringsalternativ.path,
        payload: body(orgnr.vastkustensFiske),
      })
    ).json<SigneringsalternativSvar>();
    expect(lars.kalla['2021005448']?.hinder).toEqual({ kod: 'likvidation' });
    const mikael = (
      await t.call(p.mikael, {
        method: 'POST',
        url: API_ROUTES.signeringsalternativ.path,
        payload: body(orgnr.vastkustensFiske),
      })
    ).json<SigneringsalternativSvar>();
    expect(mikael.kalla['2021005448']?.signeringsalternativ).toEqual([]);
  });

  it('names each person of a signing option from the registry, so the step can show who signs', async () => {
    const erik = (
      await t.call(p.erik, {
        method: 'POST',
        url: API_ROUTES.signeringsalternativ.path,
        payload: {
          fullmaktsgivare: { id: orgnr.nordiskByggteknik, typ: 'orgnr' },
          fullmaktsgivarroll: 'Organisation',
        },
      })
    ).json<SigneringsalternativSvar>();
    const styrelsen = erik.kalla['2021005448']?.signeringsalternativ.find(
      (a) => a.id === 'nb-styrelsen',
    );
    expect(styrelsen?.personer).toContainEqual({
      id: p.maria,
      obligatorisk: false,
      fornamn: 'Maria',
      namn: 'Svensson',
    });
  });

  it('refuses creation for an organisation the caller cannot sign for', async () => {
    // Mikael is only a deputy in Västkustens Fiske; Lars is blocked by the obstacle.
    expect((await draftFor(p.mikael, orgnr.vastkustensFiske)).statusCode).toBe(403);
    expect((await draftFor(p.lars, orgnr.vastkustensFiske)).statusCode).toBe(403);
    expect((await draftFor(p.ali, orgnr.nordiskByggteknik)).statusCode).toBe(403);
  });

  it('collects two of four board signatures before the power is delivered', async () => {
    const created = await draftFor(p.anna, orgnr.nordiskByggteknik);
    expect(created.statusCode).toBe(200);
    const utkast = created.json<Utkast>();
    expect(utkast.signeringsmodell?.signeringsalternativ.map((a) => a.id)).toEqual([
      'nb-styrelsen',
      'nb-vd',
    ]);
    expect(utkast.signeringsmodell?.signeringsval).toBeUndefined();

    // One board member is not enough: the shared rule's exact message comes back.
    const tooFew = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: utkast.fullmakt.id }),
      payload: {
        fullmakt: filled(utkast.fullmakt),
        signeringsval: 'nb-styrelsen',
        underskrifter: [{ id: p.anna }],
      },
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toEqual({
      kod: 'fullmakt.underskrift.ogiltig',
      meddelande: 'Minst 2 personer ska skriva under',
    });

    const first = await signAs(t, p.anna, filled(utkast.fullmakt), {
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }, { id: p.maria }],
    });
    expect(first).toMatchObject({ utfall: 'SIGNERAD', klar: false });
    expect(first.fullmakt?.status).toBe('DELVIS_UNDERSKRIVEN');
    // While it is being signed, each chosen representative shows with their own state.
    expect(first.fullmakt?.signatarer).toEqual([
      {
        fysiskPerson: { id: p.anna, typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
        underskriven: expect.any(String),
      },
      { fysiskPerson: { id: p.maria, typ: 'pnr', fornamn: 'Maria', namn: 'Svensson' } },
    ]);

    // Maria sees the draft and signs what is stored; Erik is not a chosen signatory.
    const drafts = await t.call(p.maria, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: utkast.fullmakt.id }),
    });
    expect(drafts.statusCode).toBe(200);
    const erik = await t.call(p.erik, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: utkast.fullmakt.id }),
      payload: { fullmakt: drafts.json<Utkast>().fullmakt },
    });
    expect(erik.statusCode).toBe(403);
    const second = await signAs(t, p.maria, drafts.json<Utkast>().fullmakt);
    expect(second).toMatchObject({ utfall: 'SIGNERAD', klar: true });
    // Signed in full, the organisation signed it, through the two who signed.
    expect(second.fullmakt?.signatarer).toEqual([
      {
        juridiskSignatar: {
          juridiskPerson: {
            id: orgnr.nordiskByggteknik,
            typ: 'orgnr',
            namn: 'Nordisk Byggteknik AB',
          },
          foretradare: [
            { id: p.anna, typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
            { id: p.maria, typ: 'pnr', fornamn: 'Maria', namn: 'Svensson' },
          ],
        },
        underskriven: expect.any(String),
      },
    ]);

    // Mikael (holder) sees it under his received powers; Ali does not.
    const held = await t.call(p.mikael, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: { filter: { fullmaktshavare: { id: p.mikael }, page: { page: 0, size: 20 } } },
    });
    expect(held.json().fullmakter.map((f: Fullmakt) => f.id)).toContain(utkast.fullmakt.id);
    // The signing ticket cannot be signed twice.
    const twice = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: utkast.fullmakt.id }),
      payload: { fullmakt: filled(utkast.fullmakt) },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('needs the mandatory chairman in the cooperative', async () => {
    const created = (
      await draftFor(p.erik, orgnr.fjallbyn, 'sjostad-avfall', tredjemanId.sjostad)
    ).json<Utkast>();
    const f: Fullmakt = {
      ...filled(created.fullmakt),
      behorigheter: [{ kod: 'avfall.abonnemang', rubrik: '', beskrivning: '' }],
    };
    const res = await t.call(p.erik, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: f.id }),
      payload: {
        fullmakt: f,
        signeringsval: 'fe-styrelsen',
        underskrifter: [{ id: p.erik }, { id: p.birgitta }],
      },
    });
    expect(res.json()).toEqual({
      kod: 'fullmakt.underskrift.ogiltig',
      meddelande: 'Alla obligatoriska personer i gruppen måste skriva under.',
    });
  });

  it('records an aborted and a failed signing, and a wrong person at the signing service', async () => {
    const created = (
      await draftFor(p.per, orgnr.perSnickeri, 'sjostad-avfall', tredjemanId.sjostad)
    ).json<Utkast>();
    expect(created.signeringsmodell?.signeringsval).toBe('en-innehavare');
    const f: Fullmakt = {
      ...filled(created.fullmakt),
      behorigheter: [{ kod: 'avfall.abonnemang', rubrik: '', beskrivning: '' }],
    };
    const aborted = await signAs(t, p.per, f, { utfall: 'avbruten' });
    expect(aborted).toEqual({ utfall: 'AVBRUTEN' });
    const stored = (
      await t.call(p.per, {
        method: 'GET',
        url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: f.id }),
      })
    ).json<Utkast>().fullmakt;
    expect(stored.status).toBe('VANTAR_PA_UNDERSKRIFT');
    const failed = await signAs(t, p.per, stored, { utfall: 'utgangen' });
    expect(failed).toEqual({ utfall: 'MISSLYCKAD' });
    const wrongPerson = await signAs(t, p.per, stored, { signer: p.anna });
    expect(wrongPerson).toEqual({ utfall: 'MISSLYCKAD' });
    // A ticket confirmed after its ten minutes is a failed signing.
    const start = await t.call(p.per, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: f.id }),
      payload: { fullmakt: stored },
    });
    const ticketPath = start.json<{ redirectUrl: string }>().redirectUrl;
    const clockBefore = t.clock.now;
    t.clock.now = new Date(clockBefore.getTime() + 11 * 60 * 1000);
    const xsrf = t.app.deps.xsrf.issue();
    await t.app.inject({
      method: 'POST',
      url: ticketPath,
      headers: {
        cookie: `XSRF-TOKEN=${xsrf}; ${ticketCookieOf(start)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _xsrf: xsrf, testperson: p.per, utfall: 'lyckad' }).toString(),
    });
    t.clock.now = clockBefore;
    const late = await t.call(p.per, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.underskriftResultat.path, {
        bvebiljett: ticketPath.split('/').pop() ?? '',
      }),
    });
    expect(late.json()).toEqual({ utfall: 'MISSLYCKAD' });
    const ok = await signAs(t, p.per, stored);
    expect(ok.klar).toBe(true);
    const unknown = await t.call(p.per, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.underskriftResultat.path, { bvebiljett: 'finns-inte-alls' }),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().kod).toBe('fullmakt.underskrift.saknas');
  });
});
