import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import type { InjectOptions } from 'fastify';
import { openDatabase } from '../db/database';
import { orgnr } from '../seed/companies';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { begaranBody, storedRequest } from '../testing/begaran';
import { filledPermitDraft } from '../testing/org-draft';
import { filledOnwardShare, signed, signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Every object route, tried by someone who must not reach the object, must refuse; the
 * same request by the rightful party must succeed (so a refusal is not just a bad request).
 * The routes come from the server's own route table: a new object route without an entry
 * here fails the test.
 */
interface Attack {
  /** Who owns the object (the control), and the request, given fresh objects. */
  build: (objects: Objects) => { owner: string; request: InjectOptions };
}

interface Objects {
  /** Anna's signed private power to Lena, with the right to share. */
  annasPower: Fullmakt;
  /** A draft of Nordisk Byggteknik AB made by Anna. */
  orgDraft: Utkast;
  /** The ticket of Anna's signing. */
  annasTicket: string;
  /** Lena's signed onward share of Anna's power, to Mikael. */
  lenasShare: Fullmakt;
  /** An open request from Lena to Anna. */
  lenasRequest: string;
}

const outsider = p.ali;
const post = (url: string, payload?: Record<string, unknown>): InjectOptions =>
  payload === undefined ? { method: 'POST', url } : { method: 'POST', url, payload };
const orgGivare = { id: orgnr.nordiskByggteknik, typ: 'orgnr' };

const begaranUrl = (path: string, id: string) => fyllSokvag(path, { id });

const attacks: Record<string, Attack[]> = {
  [`POST ${API_ROUTES.skapaBegaran.path}`]: [
    {
      build: () => ({
        owner: p.lena,
        request: post(API_ROUTES.skapaBegaran.path, begaranBody(p.lena, p.erik)),
      }),
    },
  ],
  [`POST ${API_ROUTES.skickadeBegaranden.path}`]: [
    {
      build: () => ({
        owner: p.lena,
        request: post(API_ROUTES.skickadeBegaranden.path, { part: { id: p.lena } }),
      }),
    },
  ],
  [`POST ${API_ROUTES.mottagnaBegaranden.path}`]: [
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.mottagnaBegaranden.path, { part: { id: p.anna } }),
      }),
    },
    {
      build: () => ({
        owner: p.erik,
        request: post(API_ROUTES.mottagnaBegaranden.path, { part: { id: orgGivare.id } }),
      }),
    },
  ],
  [`GET ${API_ROUTES.begaran.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: { method: 'GET', url: begaranUrl(API_ROUTES.begaran.path, o.lenasRequest) },
      }),
    },
    {
      build: (o) => ({
        owner: p.lena,
        request: { method: 'GET', url: begaranUrl(API_ROUTES.begaran.path, o.lenasRequest) },
      }),
    },
  ],
  [`POST ${API_ROUTES.avbojBegaran.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: post(begaranUrl(API_ROUTES.avbojBegaran.path, o.lenasRequest), {}),
      }),
    },
  ],
  [`POST ${API_ROUTES.blockeradeBegarare.path}`]: [
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.blockeradeBegarare.path, { part: { id: p.anna } }),
      }),
    },
    {
      build: () => ({
        owner: p.erik,
        request: post(API_ROUTES.blockeradeBegarare.path, { part: { id: orgGivare.id } }),
      }),
    },
  ],
  [`POST ${API_ROUTES.taBortBlockering.path}`]: [
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.taBortBlockering.path, {
          part: { id: p.anna },
          begarare: { id: p.lena },
        }),
      }),
    },
  ],
  [`POST ${API_ROUTES.signeringsalternativ.path}`]: [
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.signeringsalternativ.path, {
          fullmaktsgivare: orgGivare,
          fullmaktsgivarroll: 'Organisation',
        }),
      }),
    },
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.signeringsalternativ.path, {
          fullmaktsgivare: { id: p.anna, typ: 'pnr' },
          fullmaktsgivarroll: 'Privat',
        }),
      }),
    },
  ],
  [`POST ${API_ROUTES.partanslutningSigneringsalternativ.path}`]: [
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.partanslutningSigneringsalternativ.path, {
          fullmaktsgivare: orgGivare,
          fullmaktsgivarroll: 'Organisation',
        }),
      }),
    },
  ],
  [`POST ${API_ROUTES.sokFullmakter.path}`]: [
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.sokFullmakter.path, {
          filter: { fullmaktsgivare: { id: p.anna }, page: { page: 0, size: 20 } },
        }),
      }),
    },
    {
      build: () => ({
        owner: p.lena,
        request: post(API_ROUTES.sokFullmakter.path, {
          filter: { fullmaktshavare: { id: p.lena }, page: { page: 0, size: 20 } },
        }),
      }),
    },
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.sokFullmakter.path, {
          filter: { fullmaktsgivare: { id: orgnr.nordiskByggteknik }, page: { page: 0, size: 20 } },
        }),
      }),
    },
  ],
  [`POST ${API_ROUTES.tredjemanSokFullmakter.path}`]: [
    {
      // An official of Norrviks kommun asks for a holder's powers made out to it.
      build: () => ({
        owner: p.birgitta,
        request: post(
          fyllSokvag(API_ROUTES.tredjemanSokFullmakter.path, { orgnummer: tredjemanId.norrvik }),
          {
            fullmaktshavare: { id: p.lena },
            page: { page: 0, size: 20 },
          },
        ),
      }),
    },
  ],
  [`GET ${API_ROUTES.fullmakt.path}`]: [
    {
      build: (o) => ({
        owner: p.lena,
        request: {
          method: 'GET',
          url: `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: tredjemanId.fordonsverket, id: o.annasPower.id })}?utdelning=current`,
        },
      }),
    },
    {
      // The current onward share, asked for by the grantor of the power it was shared from.
      build: (o) => ({
        owner: p.anna,
        request: {
          method: 'GET',
          url: `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: tredjemanId.fordonsverket, id: o.lenasShare.id })}?utdelning=current`,
        },
      }),
    },
  ],
  [`POST ${API_ROUTES.skapaUtkast.path}`]: [
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.skapaUtkast.path, {
          fullmaktsgivare: orgGivare,
          fullmaktsgivarroll: 'Organisation',
          tredjeman: { id: tredjemanId.tillstand },
          mall: { id: 'tillstand-ansokan' },
        }),
      }),
    },
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.skapaUtkast.path, {
          fullmaktsgivare: { id: p.anna, typ: 'pnr' },
          fullmaktsgivarroll: 'Privat',
          tredjeman: { id: tredjemanId.fordonsverket },
          mall: { id: 'fordon-arenden' },
        }),
      }),
    },
    {
      build: (o) => ({
        owner: p.lena,
        request: post(API_ROUTES.skapaUtkast.path, {
          tredjeman: { id: tredjemanId.fordonsverket },
          fullmakt: { id: o.annasPower.id },
        }),
      }),
    },
  ],
  [`POST ${API_ROUTES.sokUtkast.path}`]: [
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.sokUtkast.path, { fullmaktsgivare: orgGivare }),
      }),
    },
    {
      build: () => ({
        owner: p.anna,
        request: post(API_ROUTES.sokUtkast.path, { fullmaktsgivare: { id: p.anna, typ: 'pnr' } }),
      }),
    },
  ],
  [`GET ${API_ROUTES.utkast.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: {
          method: 'GET',
          url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: o.orgDraft.fullmakt.id }),
        },
      }),
    },
  ],
  [`PUT ${API_ROUTES.uppdateraUtkast.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: {
          method: 'PUT',
          url: fyllSokvag(API_ROUTES.uppdateraUtkast.path, { fullmaktId: o.orgDraft.fullmakt.id }),
          payload: {
            fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
            giltigFrom: '2026-03-02',
            giltigTom: '2026-12-31',
            behorigheter: ['tillstand.ansoka', 'tillstand.komplettera'],
          },
        },
      }),
    },
  ],
  [`DELETE ${API_ROUTES.taBortUtkast.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: {
          method: 'DELETE',
          url: fyllSokvag(API_ROUTES.taBortUtkast.path, { fullmaktId: o.orgDraft.fullmakt.id }),
        },
      }),
    },
  ],
  [`POST ${API_ROUTES.startaUnderskrift.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: post(
          fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: o.orgDraft.fullmakt.id }),
          {
            fullmakt: filledPermitDraft(o.orgDraft.fullmakt),
            signeringsval: 'nb-vd',
          },
        ),
      }),
    },
  ],
  [`POST ${API_ROUTES.skickaForUnderskrift.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: post(
          fyllSokvag(API_ROUTES.skickaForUnderskrift.path, { id: o.orgDraft.fullmakt.id }),
          {
            fullmakt: filledPermitDraft(o.orgDraft.fullmakt),
            signeringsval: 'nb-styrelsen',
            underskrifter: [{ id: p.erik }, { id: p.maria }],
          },
        ),
      }),
    },
  ],
  [`GET ${API_ROUTES.underskriftResultat.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: {
          method: 'GET',
          url: fyllSokvag(API_ROUTES.underskriftResultat.path, { bvebiljett: o.annasTicket }),
        },
      }),
    },
  ],
  [`POST ${API_ROUTES.aterkalla.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: post(fyllSokvag(API_ROUTES.aterkalla.path, { id: o.annasPower.id })),
      }),
    },
  ],
  [`POST ${API_ROUTES.aterlamna.path}`]: [
    {
      build: (o) => ({
        owner: p.lena,
        request: post(fyllSokvag(API_ROUTES.aterlamna.path, { id: o.annasPower.id })),
      }),
    },
  ],
  [`GET ${API_ROUTES.fullmaktPdf.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: {
          method: 'GET',
          url: fyllSokvag(API_ROUTES.fullmaktPdf.path, { id: o.annasPower.id }),
        },
      }),
    },
    {
      build: (o) => ({
        owner: p.lena,
        request: {
          method: 'GET',
          url: fyllSokvag(API_ROUTES.fullmaktPdf.path, { id: o.annasPower.id }),
        },
      }),
    },
  ],
  [`GET ${API_ROUTES.historik.path}`]: [
    {
      build: (o) => ({
        owner: p.anna,
        request: {
          method: 'GET',
          url: fyllSokvag(API_ROUTES.historik.path, { id: o.annasPower.id }),
        },
      }),
    },
    {
      build: (o) => ({
        owner: p.lena,
        request: {
          method: 'GET',
          url: fyllSokvag(API_ROUTES.historik.path, { id: o.annasPower.id }),
        },
      }),
    },
    {
      build: (o) => ({
        owner: p.mikael,
        request: {
          method: 'GET',
          url: fyllSokvag(API_ROUTES.historik.path, { id: o.lenasShare.id }),
        },
      }),
    },
  ],
};

describe('access matrix', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every attack signs two fresh powers from this one address: more than a minute's
    // signing limit, which is not what this test is about.
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { rateLimit: { login: 60, signing: 1000, lookup: 1000, verify: 1000 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const freshObjects = async (): Promise<Objects> => {
    const annasPower = await signedPrivatePower(t, p.anna, p.lena);
    const orgDraft = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: orgGivare,
        fullmaktsgivarroll: 'Organisation',
        tredjeman: { id: tredjemanId.tillstand },
        mall: { id: 'tillstand-ansokan' },
      },
    });
    const tickets = await t.app.deps.db.kysely
      .selectFrom('underskrift')
      .select('biljett')
      .where('fullmakt_id', '=', annasPower.id)
      .execute();
    if (!tickets[0]) {
      throw new Error('Kunde inte skapa testobjekten');
    }
    const lenasShare = await signed(
      t,
      p.lena,
      await filledOnwardShare(t, p.lena, annasPower, {
        holders: [p.mikael],
        behorigheter: ['fordon.se'],
      }),
    );
    return {
      annasPower,
      orgDraft: orgDraft.json<Utkast>(),
      annasTicket: tickets[0].biljett,
      lenasShare,
      lenasRequest: await storedRequest(t, p.lena, p.anna),
    };
  };

  it('declares how every route is reached', () => {
    const undeclared = t.app.routeTable.filter(
      (r) =>
        r.access === undefined &&
        (r.url.startsWith('/api/') ||
          r.url.startsWith('/oauth2/') ||
          r.url.startsWith('/driftinfo/')),
    );
    expect(undeclared).toEqual([]);
  });

  it('refuses every object route to a user who must not reach the object (100 %)', async () => {
    const objectRoutes = t.app.routeTable
      .filter((r) => r.access === 'object')
      .map((r) => `${r.method} ${r.url}`);
    expect(objectRoutes.length).toBeGreaterThanOrEqual(12);
    const missing = objectRoutes.filter((key) => !attacks[key]);
    expect(missing).toEqual([]);

    const outcomes: { route: string; attacker: number; owner: number }[] = [];
    for (const route of objectRoutes) {
      for (const attack of attacks[route] ?? []) {
        const { owner, request } = attack.build(await freshObjects());
        const refused = await t.call(outsider, request);
        const allowed = await t.call(owner, request);
        outcomes.push({ route, attacker: refused.statusCode, owner: allowed.statusCode });
      }
    }
    const leaks = outcomes.filter((o) => ![403, 404].includes(o.attacker));
    const brokenControls = outcomes.filter((o) => o.owner < 200 || o.owner >= 300);
    expect(leaks).toEqual([]);
    expect(brokenControls).toEqual([]);
  }, 120_000);

  it('answers 401 on every authenticated route without a token', async () => {
    const guarded = t.app.routeTable.filter((r) => r.access === 'object' || r.access === 'user');
    const statuses = await Promise.all(
      guarded.map(async (r) => {
        const url = r.url.replace(/:([A-Za-z]+)/g, 'x1234567890');
        const res = await t.call(null, {
          method: r.method as InjectOptions['method'],
          url,
          ...(r.method === 'POST' || r.method === 'PUT' ? { payload: {} } : {}),
        });
        return { route: `${r.method} ${r.url}`, status: res.statusCode };
      }),
    );
    expect(statuses.length).toBeGreaterThanOrEqual(14);
    // The newer calls are among them, so a stranger without a session learns nothing.
    expect(statuses.map((s) => s.route)).toEqual(
      expect.arrayContaining([
        `PUT ${API_ROUTES.uppdateraUtkast.path}`,
        `POST ${API_ROUTES.personuppslag.path}`,
      ]),
    );
    expect(statuses.filter((s) => s.status !== 401)).toEqual([]);
  });
});
