import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { startOrgDraft } from '../testing/org-draft';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * A draft without a start date is answered as starting on the Swedish day it was made
 * (issue 18): made at 00:30 Swedish time, that is the day after the UTC date of the moment.
 */
describe('a draft started just after midnight Swedish time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['winter', '2026-01-15T23:30:00Z', '2026-01-16'],
    ['summer', '2026-07-15T22:30:00Z', '2026-07-16'],
  ])('in %s starts on the Swedish day', async (_season, moment, day) => {
    t.clock.now = new Date(moment);
    const started = await startOrgDraft(t, p.anna);
    expect(started.statusCode).toBe(200);
    const { id } = started.json<{ fullmakt: { id: string } }>().fullmakt;
    // A draft whose start date is not stored (as before the wizard's validity step saved it).
    await t.app.deps.db.kysely
      .updateTable('fullmakt')
      .set({ giltig_from: null })
      .where('id', '=', id)
      .execute();
    const url = fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: id });
    const res = await t.call(p.anna, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ fullmakt: { giltigFrom: string } }>().fullmakt.giltigFrom).toBe(day);
  });
});
