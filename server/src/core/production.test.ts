import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { readStartConfig, startWarnings } from './production';
import { readEnv } from '../config';
import { newAnswerKey } from '../answer-signing/answer-keys';

/** A key set that signs from the start of 2026 (the refusals read the real clock). */
const answerKeys = JSON.stringify([newAnswerKey(new Date('2026-01-01T00:00:00Z'))]);

/** A production environment the server accepts; each test breaks one thing in it. */
const sound = {
  FULLMAKT_ENV: 'prod',
  FULLMAKT_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://fullmakt@db.internal:5432/fullmakt',
  FULLMAKT_PUBLIC_URL: 'https://www.digitalafullmakter.se',
  FULLMAKT_ANSWER_SIGNING_KEYS: answerKeys,
};

function refusalsOf(env: NodeJS.ProcessEnv): string[] {
  const start = readStartConfig(env);
  return start.ok ? [] : start.refusals;
}

describe('production refuses the defaults of development (issue 18)', () => {
  it('starts with a sound production environment: no demo data, no test e-ID, named prod', () => {
    const start = readStartConfig(sound);
    expect(start).toMatchObject({
      ok: true,
      deployment: { production: true, envName: 'prod', demoData: false, testEid: false },
    });
  });

  it('NODE_ENV=production counts as production, named prod', () => {
    const { FULLMAKT_ENV: _ignored, ...rest } = sound;
    expect(readStartConfig({ ...rest, NODE_ENV: 'production' })).toMatchObject({
      ok: true,
      deployment: { production: true, envName: 'prod' },
    });
    expect(refusalsOf({ NODE_ENV: 'production' })).toHaveLength(4);
  });

  it('refuses without a secret', () => {
    const { FULLMAKT_SECRET: _ignored, ...rest } = sound;
    expect(refusalsOf(rest)).toEqual([expect.stringMatching(/måste FULLMAKT_SECRET anges/)]);
  });

  it("refuses without the key that signs third parties' answers (issue 31)", () => {
    const { FULLMAKT_ANSWER_SIGNING_KEYS: _ignored, ...rest } = sound;
    expect(refusalsOf(rest)).toEqual([
      expect.stringMatching(/måste FULLMAKT_ANSWER_SIGNING_KEYS anges/),
    ]);
  });

  it('refuses answer-signing keys it cannot read, or none signing yet, in every environment', () => {
    expect(refusalsOf({ ...sound, FULLMAKT_ANSWER_SIGNING_KEYS: '[{' })).toEqual([
      'FULLMAKT_ANSWER_SIGNING_KEYS är inte JSON.',
    ]);
    const publicOnly = JSON.parse(answerKeys) as { jwk: Record<string, unknown> }[];
    delete publicOnly[0]?.jwk.d;
    expect(
      refusalsOf({ FULLMAKT_ENV: 'dev', FULLMAKT_ANSWER_SIGNING_KEYS: JSON.stringify(publicOnly) }),
    ).toEqual([expect.stringMatching(/privat P-256-nyckel med kid.*0\.jwk\.d/)]);
    const notOnCurve = JSON.parse(answerKeys) as { jwk: Record<string, unknown> }[];
    if (notOnCurve[0]) {
      notOnCurve[0].jwk.x = 'AAAA';
    }
    expect(
      refusalsOf({ ...sound, FULLMAKT_ANSWER_SIGNING_KEYS: JSON.stringify(notOnCurve) }),
    ).toEqual([expect.stringMatching(/går inte att läsa som en P-256-nyckel/)]);
    const future = JSON.stringify([newAnswerKey(new Date(Date.now() + 3600_000))]);
    expect(refusalsOf({ ...sound, FULLMAKT_ANSWER_SIGNING_KEYS: future })).toEqual([
      expect.stringMatching(/ingen nyckel som signerar nu/),
    ]);
  });

  it('refuses machine clients it cannot read, in every environment (issue 31)', () => {
    expect(refusalsOf({ FULLMAKT_ENV: 'dev', FULLMAKT_MACHINE_CLIENTS: 'nej' })).toEqual([
      'FULLMAKT_MACHINE_CLIENTS är inte JSON.',
    ]);
    const threeKeys = [{ clientId: 'fv-test', tredjeman: '2021005448', jwks: { keys: [1, 2, 3] } }];
    expect(refusalsOf({ ...sound, FULLMAKT_MACHINE_CLIENTS: JSON.stringify(threeKeys) })).toEqual([
      expect.stringMatching(/^FULLMAKT_MACHINE_CLIENTS ska vara en lista/),
    ]);
    const badKey = [
      {
        clientId: 'fv-test',
        tredjeman: '2021001231',
        jwks: { keys: [{ kty: 'EC', crv: 'P-256', x: 'A', y: 'B' }] },
      },
    ];
    expect(refusalsOf({ ...sound, FULLMAKT_MACHINE_CLIENTS: JSON.stringify(badKey) })).toEqual([
      expect.stringMatching(/jwks\.keys\.0 nyckeln går inte att läsa/),
    ]);
    expect(refusalsOf({ ...sound, FULLMAKT_MACHINE_CLIENTS: '[]' })).toEqual([]);
  });

  it('refuses a secret shorter than 32 bytes, counted in bytes, in every environment', () => {
    expect(refusalsOf({ ...sound, FULLMAKT_SECRET: 'x'.repeat(31) })).toEqual([
      expect.stringMatching(/FULLMAKT_SECRET är 31 byte men måste vara minst 32/),
    ]);
    expect(refusalsOf({ FULLMAKT_ENV: 'dev', FULLMAKT_SECRET: 'kort' })).toEqual([
      expect.stringMatching(/är 4 byte/),
    ]);
    // 16 characters of two bytes each are enough.
    expect(refusalsOf({ ...sound, FULLMAKT_SECRET: 'å'.repeat(16) })).toEqual([]);
  });

  it('refuses without a PostgreSQL database URL', () => {
    const { DATABASE_URL: _ignored, ...rest } = sound;
    expect(refusalsOf(rest)).toEqual([
      expect.stringMatching(/måste DATABASE_URL peka på PostgreSQL/),
    ]);
    expect(refusalsOf({ ...sound, DATABASE_URL: 'file:/tmp/fullmakt.sqlite' })).toHaveLength(1);
    expect(refusalsOf({ ...sound, DATABASE_URL: 'postgresql://db/fullmakt' })).toEqual([]);
  });

  it('refuses demo data turned on', () => {
    expect(refusalsOf({ ...sound, FULLMAKT_DEMO_DATA: 'true' })).toEqual([
      expect.stringMatching(/FULLMAKT_DEMO_DATA inte vara på/),
    ]);
  });

  it('refuses BankID Mock and the test identities turned on', () => {
    expect(refusalsOf({ ...sound, FULLMAKT_TEST_EID: '1' })).toEqual([
      expect.stringMatching(/FULLMAKT_TEST_EID inte vara på: BankID Mock/),
    ]);
  });

  it('refuses a public URL that is not https', () => {
    expect(
      refusalsOf({ ...sound, FULLMAKT_PUBLIC_URL: 'http://www.digitalafullmakter.se' }),
    ).toEqual([expect.stringMatching(/FULLMAKT_PUBLIC_URL vara en https-adress/)]);
  });

  it('refuses a FULLMAKT_TRUST_PROXY that trusts everyone or is not an address', () => {
    expect(refusalsOf({ FULLMAKT_ENV: 'dev', FULLMAKT_TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/skulle tro varje avsändare/),
    ]);
    expect(
      refusalsOf({ FULLMAKT_ENV: 'dev', FULLMAKT_TRUST_PROXY: '10.0.0.0/8, lastbalanseraren' }),
    ).toEqual([expect.stringMatching(/"lastbalanseraren" är varken/)]);
    const dev = { FULLMAKT_ENV: 'dev' };
    expect(readStartConfig({ ...dev, FULLMAKT_TRUST_PROXY: '10.0.0.0/8, loopback' })).toMatchObject(
      { trustProxy: ['10.0.0.0/8', 'loopback'] },
    );
    expect(readStartConfig({ ...dev, FULLMAKT_TRUST_PROXY: '2' })).toMatchObject({
      trustProxy: 2,
    });
    expect(readStartConfig(dev)).toMatchObject({ trustProxy: false });
  });

  it('keeps development as it was when named: demo data and test e-ID on, no secret needed', () => {
    expect(readStartConfig({ FULLMAKT_ENV: 'dev' })).toMatchObject({
      ok: true,
      deployment: { production: false, envName: 'dev', demoData: true, testEid: true },
    });
  });
});

describe('a test environment run as production: FULLMAKT_PRODUCTION_RULES (issue 30)', () => {
  const { FULLMAKT_ENV: _prod, ...soundUnnamed } = sound;
  const shaped = { ...soundUnnamed, FULLMAKT_ENV: 'test', FULLMAKT_PRODUCTION_RULES: 'true' };

  it('keeps the test e-ID on and its own name, with every other production setting', () => {
    expect(readStartConfig({ ...shaped, FULLMAKT_TEST_EID: 'true' })).toMatchObject({
      ok: true,
      deployment: { production: true, envName: 'test', demoData: false, testEid: true },
    });
  });

  it('refuses what production refuses but the test e-ID, without calling itself production', () => {
    const refusals = refusalsOf({
      FULLMAKT_ENV: 'test',
      FULLMAKT_PRODUCTION_RULES: 'true',
      FULLMAKT_TEST_EID: 'true',
      FULLMAKT_DEMO_DATA: 'true',
    });
    expect(refusals).toEqual([
      expect.stringMatching(/måste FULLMAKT_ANSWER_SIGNING_KEYS anges/),
      expect.stringMatching(/måste FULLMAKT_SECRET anges/),
      expect.stringMatching(/måste DATABASE_URL peka på PostgreSQL/),
      expect.stringMatching(/måste FULLMAKT_PUBLIC_URL vara en https-adress/),
      expect.stringMatching(/FULLMAKT_DEMO_DATA inte vara på/),
    ]);
  });

  it('spares production nothing: the test e-ID stays refused there', () => {
    expect(
      refusalsOf({ ...sound, FULLMAKT_PRODUCTION_RULES: 'true', FULLMAKT_TEST_EID: 'true' }),
    ).toEqual([expect.stringMatching(/FULLMAKT_TEST_EID inte vara på/)]);
  });

  it('warns without FULLMAKT_TRUST_PROXY as production does', () => {
    const env = readEnv({ ...shaped });
    expect(startWarnings(env, false)).toEqual([
      expect.stringMatching(/FULLMAKT_TRUST_PROXY saknas/),
    ]);
  });
});

describe('production is every environment but the named non-production ones (issue 38)', () => {
  // Unset, the spelling of a human, or a name nobody listed: each gets production's rules.
  // Every one is named prod to the browser, so no environment label shows in production.
  const productionNames = [undefined, 'prod', 'production', 'PROD', 'produktion', 'Dev', 'staging'];
  it.each(productionNames)('FULLMAKT_ENV=%s is production', (name) => {
    const { FULLMAKT_ENV: _ignored, ...rest } = sound;
    const named = name === undefined ? {} : { FULLMAKT_ENV: name };
    // With what production needs it starts, without the mock, the demo powers or dev cookies.
    expect(readStartConfig({ ...rest, ...named })).toMatchObject({
      ok: true,
      deployment: { production: true, envName: 'prod', demoData: false, testEid: false },
    });
    // Without it, it refuses, and (but for prod itself) says which names are not production.
    const refusals = refusalsOf({ ...named, FULLMAKT_DEMO_DATA: 'true', FULLMAKT_TEST_EID: '1' });
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/måste FULLMAKT_SECRET anges/),
        expect.stringMatching(/FULLMAKT_DEMO_DATA inte vara på/),
        expect.stringMatching(/FULLMAKT_TEST_EID inte vara på/),
      ]),
    );
    if (name !== 'prod') {
      expect(refusals.at(-1)).toMatch(
        /gäller produktion; miljöer utanför produktion heter dev, test/,
      );
    }
  });

  it.each(['dev', 'test', 'local', 'ci', 'demo'])('FULLMAKT_ENV=%s is not production', (name) => {
    expect(readStartConfig({ FULLMAKT_ENV: name })).toMatchObject({
      ok: true,
      deployment: { production: false, envName: name, demoData: true, testEid: true },
    });
    // NODE_ENV=production still makes any of them production.
    expect(readStartConfig({ FULLMAKT_ENV: name, NODE_ENV: 'production' })).toMatchObject({
      ok: false,
    });
  });

  it('the server process says every refusal and exits 1 before opening anything', () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      // No FULLMAKT_ENV at all: production, as a deployment that forgot to say is.
      env: { PATH: process.env.PATH ?? '', FULLMAKT_DEMO_DATA: 'true' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Fullmakt startar inte:');
    for (const variable of [
      'FULLMAKT_SECRET',
      'DATABASE_URL',
      'FULLMAKT_PUBLIC_URL',
      'FULLMAKT_DEMO_DATA',
      'FULLMAKT_ANSWER_SIGNING_KEYS',
      'Utan FULLMAKT_ENV gäller produktion',
    ]) {
      expect(result.stderr).toContain(variable);
    }
    // A process start under tsx takes seconds on a loaded machine: the spawn's own limit.
  }, 30_000);
});

describe('cookies, BankID Mock and developer pages in production', () => {
  let prod: TestApp;
  let prodByName: TestApp;
  let prodWithMock: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    prod = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { env: 'prod' },
    });
    prodByName = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { env: 'produktion' },
    });
    // Only to walk the login and see the provider's cookies: the server refuses this at start.
    prodWithMock = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { env: 'prod', testEid: true },
    });
    dev = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await Promise.all([prod.close(), prodByName.close(), prodWithMock.close(), dev.close()]);
  });

  it('sets the XSRF cookie Secure and __Host- prefixed in production, plain on HTTP in development', async () => {
    const inProd = await prod.app.inject({ method: 'GET', url: '/api/konfiguration' });
    expect(inProd.headers['set-cookie']).toMatch(
      /^__Host-XSRF-TOKEN=[^;]+; Path=\/; Secure; SameSite=Strict$/,
    );
    const byName = await prodByName.app.inject({ method: 'GET', url: '/api/konfiguration' });
    expect(byName.headers['set-cookie']).toMatch(/^__Host-XSRF-TOKEN=[^;]+; Path=\/; Secure;/);
    const inDev = await dev.app.inject({ method: 'GET', url: '/api/konfiguration' });
    expect(inDev.headers['set-cookie']).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Strict$/);
  });

  it('checks writes against the __Host- cookie in production, not the plain name', async () => {
    const token = prod.app.deps.xsrf.issue();
    const write = (cookie: string) =>
      prod.app.inject({
        method: 'DELETE',
        url: '/api/utkast-api/utkast/finns-inte',
        headers: { cookie: `${cookie}=${token}`, 'x-xsrf-token': token },
      });
    // Past the XSRF check the anonymous call is refused for want of a token (401), not 403.
    expect((await write('__Host-XSRF-TOKEN')).statusCode).toBe(401);
    expect((await write('XSRF-TOKEN')).statusCode).toBe(403);
  });

  it("sets the provider's cookies Secure: the session __Host-, the interaction's __Secure-", async () => {
    const client = new OidcTestClient(prodWithMock);
    const started = await client.request('GET', client.authorizeUrl());
    const cookies = started.cookies as { name: string; path?: string; secure?: boolean }[];
    expect(cookies.map(({ name, path: at, secure }) => ({ name, at, secure }))).toEqual(
      expect.arrayContaining([
        {
          name: '__Secure-interaction',
          at: expect.stringMatching(/^\/oauth2\/interaction\//),
          secure: true,
        },
        {
          name: '__Secure-interaction_resume',
          at: expect.stringMatching(/^\/oauth2\/authorize\//),
          secure: true,
        },
      ]),
    );

    const { location } = await client.loginWithMock({ testperson: p.anna });
    expect(location?.pathname).toBe('/login');
    expect(client.cookies.has('__Host-session')).toBe(true);
    expect([...client.cookies.keys()].filter((name) => !/^__(Host|Secure)-/.test(name))).toEqual(
      [],
    );
  });

  it('refuses BankID Mock in production as a method not available here', async () => {
    const client = new OidcTestClient(prod);
    const { location } = await client.follow(await client.request('GET', client.authorizeUrl()));
    expect(location?.pathname).toBe('/login');
    expect(OidcTestClient.fragment(location ?? new URL('http://x')).get('error_description')).toBe(
      'metod-saknas:bankid-mock',
    );
  });

  it("has no signing service (BankID Mock) and no developers' mailbox in production", () => {
    const routes = (t: TestApp) => t.app.routeTable.map((route) => route.url);
    expect(routes(dev)).toEqual(
      expect.arrayContaining(['/signeringstjanst/:biljett', '/utvecklare/epost']),
    );
    expect(routes(prod)).not.toContain('/signeringstjanst/:biljett');
    expect(routes(prod)).not.toContain('/utvecklare/epost');
    // Any environment not named as outside production: FULLMAKT_ENV=produktion.
    expect(routes(prodByName)).not.toContain('/signeringstjanst/:biljett');
    expect(routes(prodByName)).not.toContain('/utvecklare/epost');
  });
});

describe('loud at start: the metrics listener and the rate limits behind a proxy (issue 38)', () => {
  it('warns in production without FULLMAKT_TRUST_PROXY: every client would share one bucket', () => {
    const start = readStartConfig(sound);
    expect(start.ok && start.warnings).toEqual([
      expect.stringMatching(/FULLMAKT_TRUST_PROXY saknas.*delar då en och samma hink/),
    ]);
    expect(readStartConfig({ ...sound, FULLMAKT_TRUST_PROXY: '1' })).toMatchObject({
      warnings: [],
    });
    // Outside production nothing stands in front: no warning.
    expect(readStartConfig({ FULLMAKT_ENV: 'dev' })).toMatchObject({ warnings: [] });
  });

  it('binds the metrics listener to loopback unless told otherwise', () => {
    expect(readEnv({}).FULLMAKT_METRICS_HOST).toBe('127.0.0.1');
  });

  it('refuses in production, and warns elsewhere, a metrics listener others reach without a token', () => {
    const open = { FULLMAKT_METRICS_PORT: '9464', FULLMAKT_METRICS_HOST: '0.0.0.0' };
    expect(refusalsOf({ ...sound, FULLMAKT_TRUST_PROXY: '1', ...open })).toEqual([
      expect.stringMatching(
        /måste FULLMAKT_METRICS_TOKEN anges när mätvärdesporten lyssnar på 0\.0\.0\.0/,
      ),
    ]);
    expect(
      readStartConfig({ ...sound, ...open, FULLMAKT_METRICS_TOKEN: 'p'.repeat(16) }),
    ).toMatchObject({ ok: true });
    expect(readStartConfig({ FULLMAKT_ENV: 'dev', ...open })).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/lyssnar på 0\.0\.0\.0 utan FULLMAKT_METRICS_TOKEN/)],
    });
    for (const host of ['127.0.0.1', '::1', 'localhost']) {
      expect(
        startWarnings(
          readEnv({ FULLMAKT_ENV: 'dev', ...open, FULLMAKT_METRICS_HOST: host }),
          false,
        ),
      ).toEqual([]);
    }
    expect(refusalsOf({ FULLMAKT_ENV: 'dev', FULLMAKT_METRICS_TOKEN: 'kort' })).toHaveLength(1);
  });
});
