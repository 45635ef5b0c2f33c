import { allmannaTexter } from '@fullmakt/shared/texts';
import { openDatabase } from '../db/database';
import { startTestApp, type TestApp } from '../testing/test-app';
import { pageForFailedNavigation } from './failed-navigation';

/** What a browser sends when it loads an address as the page (a link, Back, Forward). */
const asPage = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

describe('a refusal reached as a page is never shown as raw JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('the e-ID page of a sign-in that is over (Back after signing out) starts the sign-in again on /login', async () => {
    const answer = await t.call(null, {
      method: 'GET',
      url: '/oauth2/interaction/en-avslutad-inloggning',
      headers: asPage,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/login');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toContain('okant.fel');
  });

  it('an API address loaded as a page goes to the error page /fel', async () => {
    const answer = await t.call(null, {
      method: 'GET',
      url: '/api/utkast-api/utkast/x',
      headers: asPage,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/fel');
  });

  it('the API client still gets its Swedish JSON', async () => {
    const answer = await t.call(null, { method: 'GET', url: '/api/utkast-api/utkast/%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ kod: 'okant.fel', meddelande: allmannaTexter.hittadesInte });
    const fetched = await t.call(null, {
      method: 'GET',
      url: '/oauth2/interaction/en-avslutad-inloggning',
      headers: { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
    });
    expect(fetched.statusCode).toBeGreaterThanOrEqual(400);
    expect(fetched.json()).toMatchObject({ kod: 'okant.fel' });
  });

  it('sends provider paths to /login and every other path to /fel', () => {
    expect(pageForFailedNavigation('/oauth2/interaction/abc?idp=x')).toBe('/login');
    expect(pageForFailedNavigation('/oauth2')).toBe('/login');
    expect(pageForFailedNavigation('/oauth2x/y')).toBe('/fel');
    expect(pageForFailedNavigation('/api/dfm/sok/fullmakter')).toBe('/fel');
  });
});
