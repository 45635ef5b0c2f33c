import {
  API_ROUTES,
  FullmaktListaSvarSchema,
  fyllSokvag,
  HistorikSvarSchema,
  type Fullmakt,
} from '@fullmakt/shared/domain';
import { historikTexter } from '@fullmakt/shared/texts';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { caseSystemSession, registeredClient } from '../testing/case-system';
import { freePort } from '../testing/server-process';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 31 items 1, 2 and 6, for a list: a third party's system (or official) asks which
 * powers made out to it a holder has; the answer is signed like every third-party answer,
 * holds no other party's power, and each power in it shows in the power's history as
 * read in a list.
 */

const norrvikTerms = {
  tredjeman: tredjemanId.norrvik,
  mall: 'norrvik-bygglov',
  behorigheter: ['bygglov.ansoka'],
};
const listPath = (orgnummer: string) =>
  fyllSokvag(API_ROUTES.tredjemanSokFullmakter.path, { orgnummer });
const page = { page: 0, size: 20 };
const ids = (body: unknown) =>
  FullmaktListaSvarSchema.parse(body).fullmakter.map((fullmakt) => fullmakt.id);

describe('the third party list of a holder powers (issue 31)', () => {
  let t: TestApp;
  let base: string;
  let norrvik: Awaited<ReturnType<typeof registeredClient>>;
  let fordon: Awaited<ReturnType<typeof registeredClient>>;
  let fromAnna: Fullmakt;
  let fromErik: Fullmakt;
  let toFordonsverket: Fullmakt;
  let toAli: Fullmakt;

  beforeAll(async () => {
    norrvik = await registeredClient('norrvik-bygglov', tredjemanId.norrvik);
    fordon = await registeredClient('fordonsverket-arende', tredjemanId.fordonsverket);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      publicUrl: base,
      machineClients: [norrvik.client, fordon.client],
      accessLog: { flushEveryMs: 600_000, maxBatch: 500 },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    // A minute apart, so that newest first is an order of its own.
    const start = t.clock.now.getTime();
    fromAnna = await signedPrivatePower(t, p.anna, p.lena, norrvikTerms);
    t.clock.now = new Date(start + 60_000);
    fromErik = await signedPrivatePower(t, p.erik, p.lena, norrvikTerms);
    toFordonsverket = await signedPrivatePower(t, p.anna, p.lena);
    toAli = await signedPrivatePower(t, p.anna, p.ali, norrvikTerms);
    // The reads below happen at a time the history names.
    t.clock.now = new Date('2026-12-02T09:14:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the holder's powers made out to the system's own party, newest first, signed", async () => {
    const { call } = await caseSystemSession(base, norrvik);
    const all = await call('POST', listPath(tredjemanId.norrvik), {
      fullmaktshavare: { id: p.lena },
      page,
    });
    expect(all.status).toBe(200);
    expect(all.headers.get('fullmakt-signature')).toMatch(/^[\w-]+\.\.[\w-]+$/);
    const body: unknown = await all.json();
    // Not Fordonsverket's power, not Ali's.
    expect(ids(body)).toEqual([fromErik.id, fromAnna.id]);
    expect(FullmaktListaSvarSchema.parse(body).page).toMatchObject({ totalElements: 2 });

    const fromOne = await call('POST', listPath(tredjemanId.norrvik), {
      fullmaktshavare: { id: p.lena },
      fullmaktsgivare: { id: p.anna },
      page,
    });
    expect(ids(await fromOne.json())).toEqual([fromAnna.id]);
    expect(toFordonsverket.id).not.toBe(toAli.id);
  });

  it("refuses a system the list of another party's powers, and a person who is not its official", async () => {
    const { call } = await caseSystemSession(base, fordon);
    const other = await call('POST', listPath(tredjemanId.norrvik), {
      fullmaktshavare: { id: p.lena },
      page,
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ kod: 'tredjeman.obehorig' });
    // Its own party's list holds its own power only.
    const own = await call('POST', listPath(tredjemanId.fordonsverket), {
      fullmaktshavare: { id: p.lena },
      page,
    });
    expect(ids(await own.json())).toEqual([toFordonsverket.id]);

    const asPerson = (person: string) =>
      t.call(person, {
        method: 'POST',
        url: listPath(tredjemanId.norrvik),
        payload: { fullmaktshavare: { id: p.lena }, page },
      });
    // The holder herself is no official of the municipality.
    expect((await asPerson(p.lena)).statusCode).toBe(403);
    const official = await asPerson(p.birgitta);
    expect(official.statusCode).toBe(200);
    expect(ids(official.json())).toEqual([fromErik.id, fromAnna.id]);
  });

  it('shows each listed power in its history as read in a list, to the grantor', async () => {
    await t.app.deps.accessLog.flush();
    const history = await t.call(p.erik, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.historik.path, { id: fromErik.id }),
    });
    const reads = HistorikSvarSchema.parse(history.json())
      .handelser.filter((h) => h.typ === 'HAMTAD')
      .map((h) => historikTexter.handelse(h));
    expect(reads).toContain(
      'Norrviks kommun hämtade fullmakten i en lista med systemet norrvik-bygglov 2 december 2026 kl. 10.14',
    );
    // Ali's power was in no answer: nothing recorded.
    const alis = await t.call(p.anna, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.historik.path, { id: toAli.id }),
    });
    expect(HistorikSvarSchema.parse(alis.json()).handelser.some((h) => h.typ === 'HAMTAD')).toBe(
      false,
    );
  });
});
