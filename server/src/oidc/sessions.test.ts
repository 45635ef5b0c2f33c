import { API_ROUTES, SessionListaSvarSchema, fyllSokvag } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

interface Browser {
  client: OidcTestClient;
  access_token: string;
  refresh_token: string;
}

/** A browser where `person` signs in through the real flow (its own cookies and key). */
async function browserOf(t: TestApp, person: string): Promise<Browser> {
  const client = new OidcTestClient(t);
  const { location } = await client.loginWithMock({ testperson: person });
  const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
  const tokens = (await client.exchange(code)).json<{
    access_token: string;
    refresh_token: string;
  }>();
  return { client, ...tokens };
}

/** One API call from the browser: its token, a fresh proof of its key, the XSRF pair. */
function apiCall(t: TestApp, b: Browser, method: 'GET' | 'DELETE', url: string) {
  const xsrf = t.app.deps.xsrf.issue();
  return t.app.inject({
    method,
    url,
    headers: {
      ...b.client.authorized(method, url, b.access_token),
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
  });
}

async function sessionsSeenBy(t: TestApp, b: Browser) {
  const res = await apiCall(t, b, 'GET', API_ROUTES.sessioner.path);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return SessionListaSvarSchema.parse(res.json()).sessioner;
}

const endPath = (id: string) => fyllSokvag(API_ROUTES.avslutaSession.path, { sessionId: id });

describe.each(testDatabases())("a person's own sessions on $name: seen and ended", (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await database.open());
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the sessions of both browsers where she signed in, this one marked, and no one else’s', async () => {
    const laptop = await browserOf(t, p.erik);
    const library = await browserOf(t, p.erik);
    await browserOf(t, p.lena);
    const seen = await sessionsSeenBy(t, laptop);
    expect(seen).toHaveLength(2);
    expect(seen.filter((s) => s.denna)).toHaveLength(1);
    expect(seen.every((s) => s.metod === 'bankid-mock')).toBe(true);
    const fromLibrary = await sessionsSeenBy(t, library);
    expect(fromLibrary.map((s) => s.id).sort()).toEqual(seen.map((s) => s.id).sort());
    // Each browser sees its own as "this one".
    expect(fromLibrary.find((s) => s.denna)?.id).not.toBe(seen.find((s) => s.denna)?.id);
    // No session cookie value among the ids.
    const cookies = [laptop, library].map((b) => b.client.cookies.get('_session'));
    expect(seen.some((s) => cookies.includes(s.id))).toBe(false);
  });

  it('ends the other session: its tokens stop at once, its refresh token renews nothing; this one goes on', async () => {
    const laptop = await browserOf(t, p.anna);
    const library = await browserOf(t, p.anna);
    expect((await apiCall(t, library, 'GET', API_ROUTES.sessioner.path)).statusCode).toBe(200);
    const other = (await sessionsSeenBy(t, laptop)).find((s) => !s.denna);
    expect(other).toBeDefined();

    const ended = await apiCall(t, laptop, 'DELETE', endPath(other?.id ?? ''));
    expect(ended.statusCode).toBe(204);

    expect((await apiCall(t, library, 'GET', API_ROUTES.sessioner.path)).statusCode).toBe(401);
    expect((await library.client.refresh(library.refresh_token)).statusCode).toBe(400);
    const left = await sessionsSeenBy(t, laptop);
    expect(left.map((s) => s.denna)).toEqual([true]);
  });

  it("refuses to end another person's session (404), which goes on", async () => {
    const anna = await browserOf(t, p.anna);
    const lena = await browserOf(t, p.lena);
    const lenasSession = (await sessionsSeenBy(t, lena)).find((s) => s.denna);
    const refused = await apiCall(t, anna, 'DELETE', endPath(lenasSession?.id ?? ''));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      meddelande: 'Sessionen finns inte eller har redan avslutats.',
    });
    expect((await apiCall(t, lena, 'GET', API_ROUTES.sessioner.path)).statusCode).toBe(200);
  });
});
