import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { checkCrashInvariants } from './crash-invariants';
import { emptyAcknowledged } from './crash-journeys';
import { ticketCookieOf } from './sign';
import { startTestApp, type TestApp } from './test-app';

/** The crash test's checks must see what they look for: each fault made by hand is found. */
describe('the crash invariants', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterEach(async () => {
    await t.close();
  });

  /** A signed power, acknowledged as the load would have, with its keys. */
  const signedPower = async () => {
    const ack = emptyAcknowledged();
    const created = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      headers: { 'idempotency-key': 'skapa-nyckel-1' },
      payload: {
        fullmaktsgivare: { id: p.anna, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.fordonsverket },
        mall: { id: 'fordon-arenden' },
      },
    });
    const utkast = created.json<Utkast>();
    ack.createKeys.push('skapa-nyckel-1');
    ack.drafts.push(utkast.fullmakt.id);
    const fullmakt: Fullmakt = {
      ...utkast.fullmakt,
      fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
    };
    // Signed as the load signs: the start with its key, then the signing service.
    const start = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: fullmakt.id }),
      headers: { 'idempotency-key': 'starta-nyckel-1' },
      payload: { fullmakt },
    });
    ack.signKeys.push('starta-nyckel-1');
    const { redirectUrl } = start.json<{ redirectUrl: string }>();
    ack.tickets.push({ biljett: redirectUrl.split('/').pop() ?? '', fullmaktId: fullmakt.id });
    const xsrf = t.app.deps.xsrf.issue();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: {
        cookie: `XSRF-TOKEN=${xsrf}; ${ticketCookieOf(start)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        _xsrf: xsrf,
        testperson: p.anna,
        utfall: 'lyckad',
      }).toString(),
    });
    expect(confirmed.statusCode).toBe(303);
    ack.signed.push(fullmakt.id);
    return { ack, id: fullmakt.id };
  };

  it('find nothing in a sound database', async () => {
    const { ack } = await signedPower();
    expect(await checkCrashInvariants(t.app.deps.db.kysely, ack)).toEqual({
      lost: [],
      violations: [],
    });
  });

  it('find an acknowledged draft that is gone, and a delivered power missing a signature', async () => {
    const { ack, id } = await signedPower();
    const db = t.app.deps.db.kysely;
    await db.updateTable('fullmakt_signatar').set({ underskriven_tidpunkt: null }).execute();
    ack.drafts.push('finns-inte');
    const findings = await checkCrashInvariants(db, ack);
    expect(findings.lost).toEqual(['utkast finns-inte']);
    expect(findings.violations).toEqual([`${id} UNDERSKRIVEN med 0/1 underskrifter`]);
  });

  it('find a draft made twice for one key, and a revoke acknowledged but not there', async () => {
    const { ack, id } = await signedPower();
    const db = t.app.deps.db.kysely;
    const row = await db
      .selectFrom('fullmakt')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fullmakt')
      .values({ ...row, id: 'dubblett' })
      .execute();
    ack.revoked.push(id);
    const findings = await checkCrashInvariants(db, ack);
    expect(findings.lost).toEqual([`återkallad ${id}: UNDERSKRIVEN`]);
    expect(findings.violations).toContain('2 utkast för 1 genomförda skapanden');
  });
});
