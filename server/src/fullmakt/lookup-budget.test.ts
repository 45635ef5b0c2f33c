import {
  API_ROUTES,
  MAX_FULLMAKTSHAVARE,
  fyllSokvag,
  luhnCheckDigit,
  type Utkast,
} from '@fullmakt/shared/domain';
import { fullmaktshavareTexter } from '@fullmakt/shared/texts';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 38 item 2: every path that looks a person up in the population register (the
 * lookup, starting a draft, saving one) draws on one budget per caller, counted per person
 * looked up; holders the draft already has are not charged again; a draft has at most
 * MAX_FULLMAKTSHAVARE holders.
 */
const typed = (id: string) => `${id.slice(0, 8)}-${id.slice(8)}`;
const pnr = (id: string) => ({ id, typ: 'pnr' as const });
/** The n:th of many well-formed personnummer of adults born 1980-01-01 (most not in the register). */
const nth = (n: number) => {
  const body = `800101${String(n).padStart(3, '0')}`;
  return `19${body}${luhnCheckDigit(body)}`;
};

describe('one budget of person lookups per caller', () => {
  let t: TestApp;
  const start = async (lookup: number) => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { rateLimit: { login: 60, signing: 60, lookup, verify: 30 } },
    });
  };
  afterEach(async () => {
    await t.close();
  });

  const draft = async (holders?: string[]) =>
    t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: p.anna, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.fordonsverket },
        mall: { id: 'fordon-arenden' },
        ...(holders ? { fullmaktshavare: holders.map(pnr) } : {}),
      },
    });
  const newDraftId = async () => (await draft()).json<Utkast>().fullmakt.id;
  const put = (id: string, holders: string[]) =>
    t.call(p.anna, {
      method: 'PUT',
      url: fyllSokvag(API_ROUTES.uppdateraUtkast.path, { fullmaktId: id }),
      payload: {
        fullmaktshavare: holders.map(pnr),
        giltigFrom: '2026-03-02',
        giltigTom: '2026-12-31',
        behorigheter: ['fordon.se'],
      },
    });
  const lookUp = (id: string) =>
    t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.personuppslag.path,
      payload: { personnummer: typed(id) },
    });

  it('refuses the 61st person saved on a draft, as the lookup would: 150 PUTs that change holder', async () => {
    await start(60);
    const id = await newDraftId();
    const statuses: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      // Each PUT tries another number, as harvesting the register would.
      statuses.push((await put(id, [i === 0 ? p.lena : nth(i)])).statusCode);
    }
    // The register answers 60 (one found, the others 'Personnumret finns inte.'), then no more.
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1, 60).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    const refused = await put(id, [p.ali]);
    expect(refused.json()).toEqual({
      kod: 'okant.fel',
      meddelande: fullmaktshavareTexter.uppslagMisslyckades,
    });
    // Another caller has a budget of their own.
    const erik = await t.call(p.erik, {
      method: 'POST',
      url: API_ROUTES.personuppslag.path,
      payload: { personnummer: typed(p.lena) },
    });
    expect(erik.statusCode).toBe(200);
    // The next minute the budget is whole again.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect((await put(id, [p.ali])).statusCode).toBe(200);
  }, 30_000); // 150 requests: room on two busy cores

  it('shares the budget between the lookup, starting a draft and saving one, per person', async () => {
    await start(6);
    expect((await lookUp(p.lena)).statusCode).toBe(200);
    // A draft started with two holders costs two.
    const started = await draft([p.lena, p.mikael]);
    expect(started.statusCode).toBe(200);
    const id = started.json<Utkast>().fullmakt.id;
    // Saving two new holders beside the two it has costs two more: 5 of 6.
    expect((await put(id, [p.lena, p.mikael, p.ali, p.erik])).statusCode).toBe(200);
    // Two more new ones would pass the budget: refused before the register is asked, and
    // the draft keeps what it had.
    expect((await put(id, [p.maria, p.karin])).statusCode).toBe(429);
    const kept = await t.call(p.anna, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: id }),
    });
    expect(kept.json<Utkast>().fullmakt.fullmaktshavare.map((h) => h.id)).toEqual([
      p.lena,
      p.mikael,
      p.ali,
      p.erik,
    ]);
    // The register was asked for Maria before Karin was refused: 6 of 6, the lookup is full.
    expect((await lookUp(p.karin)).statusCode).toBe(429);
  });

  it('does not charge again for the holders the draft has (the wizard saves them on every step)', async () => {
    await start(3);
    const id = await newDraftId();
    expect((await put(id, [p.lena, p.mikael])).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      expect((await put(id, [p.lena, p.mikael])).statusCode).toBe(200);
    }
    // One left, and a number that breaks a §5 rule reaches no register and costs nothing.
    expect((await lookUp('19900730-2427')).statusCode).toBe(422);
    expect((await lookUp(p.ali)).statusCode).toBe(200);
    expect((await lookUp(p.erik)).statusCode).toBe(429);
  });

  it(`caps a draft at ${MAX_FULLMAKTSHAVARE} holders, before anyone is looked up`, async () => {
    await start(60);
    const many = Array.from({ length: MAX_FULLMAKTSHAVARE + 1 }, () => p.lena);
    const message = { kod: 'fullmakt.ogiltig', meddelande: fullmaktshavareTexter.forManga(10) };
    const started = await draft(many);
    expect([started.statusCode, started.json()]).toEqual([400, message]);
    const id = await newDraftId();
    const saved = await put(id, many);
    expect([saved.statusCode, saved.json()]).toEqual([400, message]);
    expect(message.meddelande).toBe('En fullmakt kan ha högst 10 fullmaktshavare.');
  });
});
