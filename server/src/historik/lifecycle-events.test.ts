import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { purgeOldDrafts } from '../fullmakt/drafts';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signAs } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { recordExpiredPowers } from './expiry';

describe.each(testDatabases())('event log of the lifecycle on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  /** Every event written so far, oldest first, as `kind power-label actor other-label`. */
  const labels = new Map<string, string>();
  let seen = 0;
  const newEvents = async () => {
    const rows = await t.app.deps.db.kysely
      .selectFrom('fullmakt_handelse')
      .selectAll()
      .orderBy('tidpunkt')
      .orderBy('ordning')
      .execute();
    const fresh = rows
      .slice(seen)
      .map((r) =>
        [r.typ, labels.get(r.fullmakt_id) ?? r.fullmakt_id, r.aktor_id ?? '-']
          .concat(r.annan_fullmakt_id ? [labels.get(r.annan_fullmakt_id) ?? '?'] : [])
          .join(' '),
      );
    seen = rows.length;
    return fresh;
  };
  /** Every notice queued, as `kind power-label recipient status`, in the order queued. */
  const notices = async () =>
    (
      await t.app.deps.db.kysely
        .selectFrom('utskick')
        .innerJoin('fullmakt_handelse', 'fullmakt_handelse.id', 'utskick.handelse_id')
        .select(['utskick.typ', 'utskick.fullmakt_id', 'mottagare_id', 'status'])
        .orderBy('fullmakt_handelse.ordning')
        .execute()
    ).map((r) => `${r.typ} ${labels.get(r.fullmakt_id) ?? '?'} ${r.mottagare_id} ${r.status}`);
  beforeEach(() => {
    labels.clear();
    seen = 0;
  });

  const createDraft = async (as: string, label: string) => {
    const res = await t.call(as, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: as, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.fordonsverket },
        mall: { id: 'fordon-arenden' },
      },
    });
    const { fullmakt } = res.json<Utkast>();
    labels.set(fullmakt.id, label);
    return fullmakt;
  };
  const finished = (f: Fullmakt, holder: string, share = true): Fullmakt => ({
    ...f,
    fullmaktshavare: [{ id: holder, typ: 'pnr' }],
    giltigFrom: '2026-03-02',
    giltigTom: '2027-03-01',
    behorigheter: [
      { kod: 'fordon.se', rubrik: 'x', beskrivning: 'x' },
      { kod: 'fordon.agarbyte', rubrik: 'x', beskrivning: 'x' },
      ...(share ? [{ kod: 'dela.vidare', rubrik: 'x', beskrivning: 'x' }] : []),
    ],
  });
  const post = (as: string, path: string, id: string) =>
    t.call(as, { method: 'POST', url: fyllSokvag(path, { id }) });

  it('writes exactly the events of each change, and none for a refused one', async () => {
    const a = await createDraft(p.anna, 'A');
    expect(await newEvents()).toEqual([`UTKAST_PABORJAT A ${p.anna}`]);

    // An aborted signing sends the draft for signature but signs nothing.
    expect((await signAs(t, p.anna, finished(a, p.lena), { utfall: 'avbruten' })).utfall).toBe(
      'AVBRUTEN',
    );
    expect(await newEvents()).toEqual([`SKICKAD_FOR_UNDERSKRIFT A ${p.anna}`]);
    expect((await signAs(t, p.anna, finished(a, p.lena))).klar).toBe(true);
    expect(await newEvents()).toEqual([
      `UNDERSKRIVEN_AV A ${p.anna}`,
      `UNDERSKRIVEN_OCH_LEVERERAD A ${p.anna}`,
    ]);

    const shared = await t.call(p.lena, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: a.id } },
    });
    const b = shared.json<Fullmakt>();
    labels.set(b.id, 'B');
    expect(await newEvents()).toEqual([`UTKAST_PABORJAT B ${p.lena} A`]);
    expect((await signAs(t, p.lena, finished(b, p.mikael, false))).klar).toBe(true);
    expect(await newEvents()).toEqual([
      `SKICKAD_FOR_UNDERSKRIFT B ${p.lena}`,
      `UNDERSKRIVEN_AV B ${p.lena}`,
      `UNDERSKRIVEN_OCH_LEVERERAD B ${p.lena} A`,
      `DELAD_VIDARE A ${p.lena} B`,
    ]);

    // Revoking A reaches B: one event each, B's naming A.
    expect((await post(p.anna, API_ROUTES.aterkalla.path, a.id)).json()).toEqual({
      aterkallade: 2,
    });
    expect(await newEvents()).toEqual([`ATERKALLAD A ${p.anna}`, `ATERKALLAD B ${p.anna} A`]);
    expect((await post(p.anna, API_ROUTES.aterkalla.path, a.id)).statusCode).toBe(409);
    expect((await post(p.lena, API_ROUTES.aterlamna.path, a.id)).statusCode).toBe(409);
    expect(await newEvents()).toEqual([]);
    // Mikael has no address in the contact register: his notices are kept as such.
    expect(await notices()).toEqual([
      `FULLMAKT_MOTTAGEN A ${p.lena} KO`,
      `FULLMAKT_DELAD_TILL_DIG B ${p.mikael} SAKNAR_ADRESS`,
      `FULLMAKT_ATERKALLAD A ${p.lena} KO`,
      `FULLMAKT_ATERKALLAD B ${p.mikael} SAKNAR_ADRESS`,
    ]);
  });

  it('records a return, an expiry once, and removed drafts that keep their history', async () => {
    const c = await createDraft(p.anna, 'C');
    await signAs(t, p.anna, finished(c, p.lena));
    await newEvents();
    expect((await post(p.lena, API_ROUTES.aterlamna.path, c.id)).statusCode).toBe(200);
    expect(await newEvents()).toEqual([`ATERLAMNAD C ${p.lena}`]);
    expect(await notices()).toEqual([
      `FULLMAKT_MOTTAGEN C ${p.lena} KO`,
      `FULLMAKT_ATERLAMNAD C ${p.anna} KO`,
    ]);

    // Changed after it was sent, before anyone signed: a draft again.
    const g = await createDraft(p.anna, 'G');
    await signAs(t, p.anna, finished(g, p.lena), { utfall: 'avbruten' });
    await newEvents();
    const changed = await t.call(p.anna, {
      method: 'PUT',
      url: fyllSokvag(API_ROUTES.uppdateraUtkast.path, { fullmaktId: g.id }),
      payload: {
        fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
        giltigFrom: '2026-03-02',
        giltigTom: '2026-12-31',
        behorigheter: ['fordon.se'],
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await newEvents()).toEqual([`ATER_UTKAST G ${p.anna}`]);

    const d = await createDraft(p.anna, 'D');
    await signAs(t, p.anna, finished(d, p.lena));
    await newEvents();
    t.clock.now = new Date('2027-03-02T08:00:00Z');
    expect(await recordExpiredPowers(t.app.deps.db.kysely, t.clock.now)).toBe(1);
    expect(await recordExpiredPowers(t.app.deps.db.kysely, t.clock.now)).toBe(0);
    expect(await newEvents()).toEqual(['UTGANGEN D -']);

    const e = await createDraft(p.anna, 'E');
    const f = await createDraft(p.anna, 'F');
    await newEvents();
    const removed = await t.call(p.anna, {
      method: 'DELETE',
      url: fyllSokvag(API_ROUTES.taBortUtkast.path, { fullmaktId: e.id }),
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await newEvents()).toEqual([`UTKAST_RADERAT E ${p.anna}`]);
    t.clock.now = new Date('2027-04-15T08:00:00Z');
    // F and G, the draft changed back, both untouched for 30 days.
    expect(await purgeOldDrafts(t.app.deps.db.kysely, t.clock.now)).toBe(2);
    expect((await newEvents()).sort()).toEqual(['UTKAST_BORTTAGET F -', 'UTKAST_BORTTAGET G -']);
    const kept = await t.app.deps.db.kysely
      .selectFrom('fullmakt_handelse')
      .select('typ')
      .where('fullmakt_id', '=', f.id)
      .execute();
    expect(kept.map((k) => k.typ)).toEqual(['UTKAST_PABORJAT', 'UTKAST_BORTTAGET']);
  });
});
