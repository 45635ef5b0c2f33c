import { API_ROUTES, fyllSokvag, HistorikSvarSchema } from '@fullmakt/shared/domain';
import { swedishDate } from '../core/clock';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { testPerson as p } from './people';
import { seedDemoPowers } from './seed-demo-powers';

describe.each(testDatabases())('the seeded demo powers on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
    await seedDemoPowers(t.app.deps.db.kysely, t.clock.now);
  });
  afterEach(async () => {
    await t.close();
  });

  const timeline = async (as: string, id: string) => {
    const res = await t.call(as, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.historik.path, { id }),
    });
    expect(res.statusCode).toBe(200);
    return HistorikSvarSchema.parse(res.json()).handelser;
  };

  it("tell a private power's creation and signature, on the day it starts (issue 32, item 6)", async () => {
    const shown = await timeline(p.lena, 'demo-anna-lena-fordon');
    expect(shown.map((h) => [h.typ, h.aktor?.namn])).toEqual([
      ['UNDERSKRIVEN_OCH_LEVERERAD', 'Anna Lindqvist'],
      ['UNDERSKRIVEN_AV', 'Anna Lindqvist'],
      ['SKICKAD_FOR_UNDERSKRIFT', 'Anna Lindqvist'],
      ['UTKAST_PABORJAT', 'Anna Lindqvist'],
    ]);
    // Seeded to start 30 days before the seed date: all of it happened that day.
    const start = new Date(t.clock.now.getTime() - 30 * 86_400_000);
    expect(new Set(shown.map((h) => swedishDate(new Date(h.tidpunkt))))).toEqual(
      new Set([swedishDate(start)]),
    );
  });

  it("tell each of an organisation's signatories signing, in turn", async () => {
    const shown = await timeline(p.mikael, 'demo-nordisk-mikael-tillstand');
    expect(shown.map((h) => [h.typ, h.aktor?.namn])).toEqual([
      ['UNDERSKRIVEN_OCH_LEVERERAD', 'Maria Svensson'],
      ['UNDERSKRIVEN_AV', 'Maria Svensson'],
      ['UNDERSKRIVEN_AV', 'Anna Lindqvist'],
      ['SKICKAD_FOR_UNDERSKRIFT', 'Anna Lindqvist'],
      ['UTKAST_PABORJAT', 'Anna Lindqvist'],
    ]);
  });

  it('tell a revoked power revoked after it was signed, and queue no notice for the past', async () => {
    const shown = await timeline(p.anna, 'demo-anna-mikael-pension');
    expect(shown.map((h) => h.typ)).toEqual([
      'ATERKALLAD',
      'UNDERSKRIVEN_OCH_LEVERERAD',
      'UNDERSKRIVEN_AV',
      'SKICKAD_FOR_UNDERSKRIFT',
      'UTKAST_PABORJAT',
    ]);
    const [aterkallad, levererad] = shown;
    expect(Date.parse(aterkallad?.tidpunkt ?? '')).toBeGreaterThan(
      Date.parse(levererad?.tidpunkt ?? ''),
    );
    const utskick = await t.app.deps.db.kysely.selectFrom('utskick').select('id').execute();
    expect(utskick).toEqual([]);
  });
});
