import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { ticketCookieOf } from '../testing/sign';
import { filledPrivateDraft } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 38 item 9: the signing service's page (BankID Mock, test environments) shows the
 * power and the signer's personnummer, and completes the signature, only in the browser that
 * started the signing; another browser with the same address gets a refusal that holds
 * nothing personal.
 */
describe('the signing service page, bound to the browser that started it', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterEach(async () => {
    await t.close();
  });

  const started = async () => {
    const fullmakt = await filledPrivateDraft(t, p.anna, {
      holders: [p.lena],
      behorigheter: ['fordon.se'],
    });
    const start = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: fullmakt.id }),
      payload: { fullmakt },
    });
    const { redirectUrl } = start.json<{ redirectUrl: string }>();
    return { redirectUrl, cookie: ticketCookieOf(start), start };
  };

  const personal = ['19780312-2386', '197803122386', 'Anna', 'Lindqvist', 'Lena', 'Persson'];

  it('sets an HttpOnly, same-site cookie for that ticket’s page only', async () => {
    const { redirectUrl, start } = await started();
    const cookie = start.cookies.find((c) => c.name === 'fullmakt_signering');
    expect(cookie).toMatchObject({ path: redirectUrl, httpOnly: true, sameSite: 'Strict' });
  });

  it('shows the power and the signer to the browser that started it', async () => {
    const { redirectUrl, cookie } = await started();
    const res = await t.app.inject({ url: redirectUrl, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Ärenden om fordon');
    expect(res.body).toContain('19780312-2386');
  });

  it('refuses another browser with the address, telling nothing personal, and signs nothing', async () => {
    const { redirectUrl } = await started();
    const other = await started();
    for (const cookie of ['', other.cookie]) {
      const shown = await t.app.inject({ url: redirectUrl, headers: { cookie } });
      expect(shown.statusCode).toBe(403);
      expect(shown.body).toContain('Underskriften startades i en annan webbläsare.');
      for (const text of [...personal, 'Ärenden om fordon', 'Fordonsverket']) {
        expect(shown.body).not.toContain(text);
      }
      const xsrf = t.app.deps.xsrf.issue();
      const signed = await t.app.inject({
        method: 'POST',
        url: redirectUrl,
        headers: {
          cookie: `XSRF-TOKEN=${xsrf}; ${cookie}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          _xsrf: xsrf,
          testperson: p.anna,
          utfall: 'lyckad',
        }).toString(),
      });
      expect(signed.statusCode).toBe(403);
      for (const text of personal) {
        expect(signed.body).not.toContain(text);
      }
    }
    const ticket = await t.app.deps.db.kysely
      .selectFrom('underskrift')
      .select('status')
      .where('biljett', '=', redirectUrl.split('/').pop() ?? '')
      .executeTakeFirstOrThrow();
    expect(ticket.status).toBe('STARTAD');
  });
});
