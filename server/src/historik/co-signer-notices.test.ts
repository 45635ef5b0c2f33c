import { API_ROUTES, fyllSokvag, type Utkast } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { runScheduledJobs } from '../scheduler/scheduler';
import { filledPermitDraft, orgDraft } from '../testing/org-draft';
import { signAs } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('an organisation signed by two on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const rows = async () => {
    const db = t.app.deps.db.kysely;
    const events = await db
      .selectFrom('fullmakt_handelse')
      .select(['typ', 'aktor_id'])
      .orderBy('tidpunkt')
      .orderBy('ordning')
      .execute();
    const notices = await db
      .selectFrom('utskick')
      .select(['typ', 'mottagare_id', 'status'])
      .orderBy('skapad_tidpunkt')
      .orderBy('typ')
      .execute();
    return {
      events: events.map((e) => `${e.typ} ${e.aktor_id ?? '-'}`),
      notices: notices.map((n) => `${n.typ} ${n.mottagare_id} ${n.status}`),
    };
  };

  it('tells the co-signatory, reminds them once after 7 days, and tells the holder', async () => {
    const draft = await orgDraft(t);
    const first = await signAs(t, p.anna, filledPermitDraft(draft), {
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }, { id: p.maria }],
    });
    expect(first.klar).toBe(false);
    expect(await rows()).toEqual({
      events: [
        `UTKAST_PABORJAT ${p.anna}`,
        `SKICKAD_FOR_UNDERSKRIFT ${p.anna}`,
        `UNDERSKRIVEN_AV ${p.anna}`,
      ],
      notices: [`UNDERSKRIFT_VANTAR ${p.maria} KO`],
    });

    const db = t.app.deps.db.kysely;
    await runScheduledJobs(db, new Date('2026-03-08T10:00:00Z'));
    await runScheduledJobs(db, new Date('2026-03-09T10:00:00Z'));
    await runScheduledJobs(db, new Date('2026-03-10T10:00:00Z'));
    expect((await rows()).notices).toEqual([
      `UNDERSKRIFT_VANTAR ${p.maria} KO`,
      `PAMINNELSE_UNDERSKRIFT ${p.maria} KO`,
    ]);

    const stored = await t.call(p.maria, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: draft.id }),
    });
    t.clock.now = new Date('2026-03-10T11:00:00Z');
    expect((await signAs(t, p.maria, stored.json<Utkast>().fullmakt)).klar).toBe(true);
    const after = await rows();
    expect(after.events.slice(3)).toEqual([
      `UNDERSKRIVEN_AV ${p.maria}`,
      `UNDERSKRIVEN_OCH_LEVERERAD ${p.maria}`,
    ]);
    // Mikael has no address: the notice is kept as such, for the grantor to be told.
    expect(after.notices.slice(2)).toEqual([`FULLMAKT_MOTTAGEN ${p.mikael} SAKNAR_ADRESS`]);
  });
});
