import {
  API_ROUTES,
  fyllSokvag,
  type Fullmakt,
  type UnderskriftResultat,
  type UppdateraUtkastBegaran,
  type Utkast,
} from '@fullmakt/shared/domain';
import { apiFelmeddelande, datumTexter, fullmaktshavareTexter } from '@fullmakt/shared/texts';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { filledPermitDraft, orgDraft as orgDraftFor } from '../testing/org-draft';
import { signAs } from '../testing/sign';
import { completeSigning } from './complete-signing';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

const lena = { id: p.lena, typ: 'pnr' as const };
/** Today in the test app's clock is 2026-03-02; the horizon is ten years. */
const valid: UppdateraUtkastBegaran = {
  fullmaktshavare: [lena],
  giltigFrom: '2026-03-02',
  giltigTom: '2026-12-31',
  behorigheter: ['fordon.se', 'fordon.agarbyte'],
};

describe.each(testDatabases())('PUT utkast on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const privateDraft = async (as: string = p.anna): Promise<Fullmakt> =>
    (
      await t.call(as, {
        method: 'POST',
        url: API_ROUTES.skapaUtkast.path,
        payload: {
          fullmaktsgivare: { id: as, typ: 'pnr' },
          fullmaktsgivarroll: 'Privat',
          tredjeman: { id: tredjemanId.fordonsverket },
          mall: { id: 'fordon-arenden' },
        },
      })
    ).json<Utkast>().fullmakt;

  const orgDraft = () => orgDraftFor(t);

  const put = (as: string, id: string, payload: Record<string, unknown>) =>
    t.call(as, {
      method: 'PUT',
      url: fyllSokvag(API_ROUTES.uppdateraUtkast.path, { fullmaktId: id }),
      payload,
    });

  it('saves holders, validity and permissions, with names and texts from the registers', async () => {
    const f = await privateDraft();
    const res = await put(p.anna, f.id, {
      ...valid,
      fullmaktshavare: [{ id: p.lena, typ: 'pnr', fornamn: 'Falsk', namn: 'Namn' }],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<Utkast>().fullmakt;
    expect(saved.status).toBe('PABORJAD');
    // Stored with the register's names, told only once signed by all (issue 38).
    expect(saved.fullmaktshavare).toEqual([{ id: p.lena, typ: 'pnr' }]);
    const names = await t.app.deps.db.kysely
      .selectFrom('fullmakt_havare')
      .select(['fornamn', 'namn'])
      .where('fullmakt_id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect(names).toEqual({ fornamn: 'Lena', namn: 'Persson' });
    expect([saved.giltigFrom, saved.giltigTom]).toEqual(['2026-03-02', '2026-12-31']);
    expect(saved.behorigheter.map((b) => b.kod)).toEqual(['fordon.se', 'fordon.agarbyte']);
    expect(saved.behorigheter[0]?.rubrik).not.toBe('');
    const again = await t.call(p.anna, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: f.id }),
    });
    expect(again.json<Utkast>().fullmakt).toEqual(saved);
    // The text search (once the power is delivered) will find it by its new holder.
    const stored = await t.app.deps.db.kysely
      .selectFrom('fullmakt_havare')
      .select('sok_text')
      .where('fullmakt_id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect(stored.sok_text).toContain('persson');
  });

  it.each([
    [{ giltigTom: undefined }, datumTexter.tomSaknas],
    [{ giltigFrom: '2026-03-01' }, datumTexter.fromForeMin('2026-03-02')],
    [{ giltigFrom: '2036-03-03', giltigTom: '2036-03-04' }, datumTexter.fromEfterMax('2036-03-02')],
    [{ giltigTom: '2036-03-03' }, datumTexter.tomEfterMax('2036-03-02')],
    [{ giltigFrom: '2026-06-01', giltigTom: '2026-05-01' }, datumTexter.fromEfterTom],
    [{ giltigFrom: '2026-02-30' }, datumTexter.ogiltigt],
    [{ fullmaktshavare: [{ id: p.anna, typ: 'pnr' }] }, fullmaktshavareTexter.sigSjalv],
    [{ fullmaktshavare: [{ id: p.elsa, typ: 'pnr' }] }, fullmaktshavareTexter.under18],
    [{ fullmaktshavare: [{ id: '197803122387', typ: 'pnr' }] }, fullmaktshavareTexter.felFormat],
    [{ fullmaktshavare: [{ id: '194001011230', typ: 'pnr' }] }, fullmaktshavareTexter.finnsInte],
    [{ behorigheter: ['fordon.agarbyte'] }, apiFelmeddelande('fullmakt.ogiltig')],
    [{ behorigheter: ['fordon.se', 'okand.kod'] }, apiFelmeddelande('fullmakt.ogiltig')],
    [{ behorigheter: [] }, apiFelmeddelande('fullmakt.ogiltig')],
    [{ fullmaktshavare: [] }, apiFelmeddelande('fullmakt.ogiltig')],
  ])('refuses %j with 400 fullmakt.ogiltig and the §5 text', async (change, meddelande) => {
    const f = await privateDraft();
    const res = await put(p.anna, f.id, { ...valid, ...change });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { kod: 'fullmakt.ogiltig', meddelande },
    });
    // Nothing was written.
    const stored = await t.call(p.anna, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: f.id }),
    });
    expect(stored.json<Utkast>().fullmakt.fullmaktshavare).toEqual([]);
  });

  it("takes the runtime config's bounds as the date check's own", async () => {
    const config = (await t.app.inject('/api/konfiguration')).json<{
      giltighetMin: string;
      giltighetMax: string;
    }>();
    const f = await privateDraft();
    const atBounds = await put(p.anna, f.id, {
      ...valid,
      giltigFrom: config.giltighetMin,
      giltigTom: config.giltighetMax,
    });
    expect(atBounds.statusCode).toBe(200);
    const past = await put(p.anna, f.id, { ...valid, giltigTom: '2036-03-03' });
    expect(config.giltighetMax).toBe('2036-03-02');
    expect(past.json().meddelande).toBe(datumTexter.tomEfterMax(config.giltighetMax));
  });

  it('lets only the grantor side change a draft', async () => {
    const f = await privateDraft();
    const stranger = await put(p.erik, f.id, valid);
    expect(stranger.json()).toEqual({
      kod: 'fullmakt.saknas',
      meddelande: apiFelmeddelande('fullmakt.saknas'),
    });
    expect(stranger.statusCode).toBe(404);
    expect((await put(p.anna, 'finns-inte', valid)).statusCode).toBe(404);

    const org = await orgDraft();
    const orgChange = {
      ...valid,
      fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
      behorigheter: ['tillstand.ansoka', 'tillstand.komplettera'],
    };
    // Another signatory of the company may change it; an outsider may not.
    expect((await put(p.erik, org.id, orgChange)).statusCode).toBe(200);
    expect((await put(p.ali, org.id, orgChange)).statusCode).toBe(404);
  });

  it('refuses a draft someone has signed, and a signed power', async () => {
    const org = await orgDraft();
    const content = filledPermitDraft(org);
    const first = await signAs(t, p.anna, content, {
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }, { id: p.erik }],
    });
    expect(first.utfall).toBe('SIGNERAD');
    const partly = await put(p.anna, org.id, {
      ...valid,
      fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
      behorigheter: ['tillstand.ansoka', 'tillstand.komplettera'],
    });
    expect(partly.statusCode).toBe(409);
    expect(partly.json().kod).toBe('fullmakt.konflikt');

    const f = await privateDraft();
    await signAs(t, p.anna, {
      ...f,
      ...valid,
      behorigheter: [{ kod: 'fordon.se', rubrik: '', beskrivning: '' }],
    });
    expect((await put(p.anna, f.id, valid)).statusCode).toBe(404);
  });

  it('takes a draft sent for signature but signed by nobody back to påbörjad, ending its open ticket', async () => {
    const f = await privateDraft();
    const start = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: f.id }),
      payload: {
        fullmakt: {
          ...f,
          ...valid,
          behorigheter: [{ kod: 'fordon.se', rubrik: '', beskrivning: '' }],
        },
      },
    });
    expect(start.statusCode).toBe(200);
    const res = await put(p.anna, f.id, { ...valid, giltigTom: '2027-01-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Utkast>().fullmakt).toMatchObject({
      status: 'PABORJAD',
      giltigTom: '2027-01-31',
      signatarer: [],
    });
    const tickets = await t.app.deps.db.kysely
      .selectFrom('underskrift')
      .select('status')
      .where('fullmakt_id', '=', f.id)
      .execute();
    expect(tickets.map((x) => x.status)).toEqual(['AVBRUTEN']);
  });

  /** Sends a private draft for signature and answers the signing service's ticket. */
  const startedTicket = async (f: Fullmakt): Promise<string> => {
    const start = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: f.id }),
      payload: {
        fullmakt: {
          ...f,
          ...valid,
          behorigheter: [{ kod: 'fordon.se', rubrik: '', beskrivning: '' }],
        },
      },
    });
    expect(start.statusCode).toBe(200);
    return start.json<{ redirectUrl: string }>().redirectUrl.split('/').pop() ?? '';
  };
  const stateOf = async (id: string) => {
    const db = t.app.deps.db.kysely;
    const [power, tickets, signed] = await Promise.all([
      db.selectFrom('fullmakt').select('status').where('id', '=', id).executeTakeFirstOrThrow(),
      db.selectFrom('underskrift').select('status').where('fullmakt_id', '=', id).execute(),
      db
        .selectFrom('fullmakt_signatar')
        .select('person_id')
        .where('fullmakt_id', '=', id)
        .where('underskriven_tidpunkt', 'is not', null)
        .execute(),
    ]);
    return { status: power.status, tickets: tickets.map((x) => x.status), signed: signed.length };
  };

  it('refuses the completion of a ticket started before the draft was changed', async () => {
    const f = await privateDraft();
    const biljett = await startedTicket(f);
    expect((await put(p.anna, f.id, { ...valid, giltigTom: '2027-01-31' })).statusCode).toBe(200);
    await completeSigning(t.app.deps.db, biljett, p.anna, 'lyckad', t.app.deps.now());
    expect(await stateOf(f.id)).toEqual({ status: 'PABORJAD', tickets: ['AVBRUTEN'], signed: 0 });
    const result = await t.call(p.anna, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.underskriftResultat.path, { bvebiljett: biljett }),
    });
    expect(result.json<UnderskriftResultat>().utfall).not.toBe('SIGNERAD');
  });

  it('lets a change and a signature landing at the same moment end with one of them, cleanly', async () => {
    const f = await privateDraft();
    const biljett = await startedTicket(f);
    const db = t.app.deps.db;
    let completion: Promise<void> | undefined;
    // The change's transaction, statement by statement as updateDraft runs them, with the
    // signature completing in between: on PostgreSQL both run at once, and without the
    // completion locking the power's row first they deadlock (or the signature lands on
    // content the change is replacing).
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('fullmakt')
        .set({ status: 'PABORJAD' })
        .where('id', '=', f.id)
        .execute();
      completion = completeSigning(db, biljett, p.anna, 'lyckad', t.app.deps.now());
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx
        .updateTable('underskrift')
        .set({ status: 'AVBRUTEN' })
        .where('fullmakt_id', '=', f.id)
        .where('status', '=', 'STARTAD')
        .execute();
      await trx.deleteFrom('fullmakt_signatar').where('fullmakt_id', '=', f.id).execute();
    });
    await completion;
    expect(await stateOf(f.id)).toEqual({ status: 'PABORJAD', tickets: ['AVBRUTEN'], signed: 0 });
  });

  it('never leaves a started ticket on a draft a change took back, when the change lands while signing starts', async () => {
    const f = await privateDraft();
    await startedTicket(f);
    const db = t.app.deps.db;
    let start: ReturnType<TestApp['call']> | undefined;
    // The change's statements run and the signing starts again before the change commits.
    // On PostgreSQL, without the start locking the power's row, it read the old signatory
    // and inserted a ticket the change never saw: STARTAD on a påbörjad draft. With the lock
    // it waits and is refused; on SQLite it waits for the connection and submits anew.
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('fullmakt')
        .set({ status: 'PABORJAD' })
        .where('id', '=', f.id)
        .execute();
      await trx
        .updateTable('underskrift')
        .set({ status: 'AVBRUTEN' })
        .where('fullmakt_id', '=', f.id)
        .where('status', '=', 'STARTAD')
        .execute();
      await trx.deleteFrom('fullmakt_signatar').where('fullmakt_id', '=', f.id).execute();
      start = t.call(p.anna, {
        method: 'POST',
        url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: f.id }),
        payload: {
          fullmakt: {
            ...f,
            ...valid,
            behorigheter: [{ kod: 'fordon.se', rubrik: '', beskrivning: '' }],
          },
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect([200, 409]).toContain((await start)?.statusCode);
    const kysely = db.kysely;
    const open = await kysely
      .selectFrom('underskrift')
      .select('person_id')
      .where('fullmakt_id', '=', f.id)
      .where('status', '=', 'STARTAD')
      .execute();
    const power = await kysely
      .selectFrom('fullmakt')
      .select('status')
      .where('id', '=', f.id)
      .executeTakeFirstOrThrow();
    const signatories = await kysely
      .selectFrom('fullmakt_signatar')
      .select('person_id')
      .where('fullmakt_id', '=', f.id)
      .execute();
    for (const ticket of open) {
      expect(power.status).toBe('VANTAR_PA_UNDERSKRIFT');
      expect(signatories.map((s) => s.person_id)).toContain(ticket.person_id);
    }
  });

  it('refuses a malformed body before touching the draft', async () => {
    const f = await privateDraft();
    const res = await put(p.anna, f.id, { ...valid, giltigFrom: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().kod).toBe('fullmakt.ogiltig');
  });
});
