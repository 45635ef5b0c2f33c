import { API_ROUTES } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

const typed = (id: string) => `${id.slice(0, 8)}-${id.slice(8)}`;

describe.each(testDatabases())('person lookup rate limit on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open(), {
      settings: { rateLimit: { login: 60, signing: 60, lookup: 2, verify: 30 } },
    });
  });
  afterEach(async () => {
    await t.close();
  });

  const lookUp = async (as: string | null) =>
    (
      await t.call(as, {
        method: 'POST',
        url: API_ROUTES.personuppslag.path,
        payload: { personnummer: typed(p.lena) },
      })
    ).statusCode;

  it('counts each signed-in caller on their own, though all come from one address', async () => {
    expect([await lookUp(p.anna), await lookUp(p.anna), await lookUp(p.anna)]).toEqual([
      200, 200, 429,
    ]);
    // Same address (inject's 127.0.0.1), another caller: a budget of their own.
    expect(await lookUp(p.erik)).toBe(200);
    // Without a token the call is refused as anonymous before anything is looked up.
    expect(await lookUp(null)).toBe(401);
  });
});
