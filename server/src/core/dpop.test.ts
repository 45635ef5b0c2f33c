import type * as NodeCrypto from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Database } from '../db/schema';
import { createPgSchema, dropPgSchema, openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { TestDpopKey } from '../testing/dpop-key';
import {
  accessTokenHash,
  DPOP_MAX_AGE_S,
  DpopError,
  firstUseOfProof,
  purgeOldProofs,
  verifyDpopProof,
} from './dpop';
import { testDatabases } from '../testing/test-databases';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, testPublicUrl, type TestApp } from '../testing/test-app';

/** A call that needs a caller: a draft that does not exist answers 404 to a signed-in caller. */
const apiPath = fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: 'finns-inte' });
const accepted = 404;
const apiUrl = `${testPublicUrl}${apiPath}`;

/** Signs Anna in through the real flow; her tokens are bound to the client's key. */
async function signedIn(t: TestApp) {
  const client = new OidcTestClient(t);
  const { location } = await client.loginWithMock({ testperson: p.anna });
  const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
  const tokens = await client.exchange(code);
  expect(tokens.statusCode).toBe(200);
  const body = tokens.json<{ access_token: string; refresh_token: string; token_type: string }>();
  return { client, ...body };
}

function get(t: TestApp, headers: Record<string, string>, url = apiPath) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('DPoP: tokens bound to the browser (RFC 9449)', () => {
  let t: TestApp;
  let session: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
    session = await signedIn(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const proof = (claims: Partial<Parameters<TestDpopKey['proof']>[0]> = {}, key?: TestDpopKey) =>
    (key ?? session.client.dpopKey).proof({
      method: 'GET',
      url: apiUrl,
      accessToken: session.access_token,
      ...claims,
    });
  const dpopAuth = () => `DPoP ${session.access_token}`;

  it('issues a DPoP token and accepts it with a fresh proof of the key, method and URL', async () => {
    expect(session.token_type).toBe('DPoP');
    expect((await get(t, { authorization: dpopAuth(), dpop: proof() })).statusCode).toBe(accepted);
    // A query string is not part of the proof's URL.
    const withQuery = await get(t, { authorization: dpopAuth(), dpop: proof() }, `${apiPath}?x=1`);
    expect(withQuery.statusCode).toBe(accepted);
  });

  it.each<[string, () => Record<string, string>]>([
    ['the token without a proof', () => ({ authorization: dpopAuth() })],
    [
      'the token as a bearer token',
      () => ({ authorization: `Bearer ${session.access_token}`, dpop: proof() }),
    ],
    [
      'a proof whose iat is too old',
      () => ({
        authorization: dpopAuth(),
        dpop: proof({ iat: Math.floor(Date.now() / 1000) - 120 }),
      }),
    ],
    [
      'a proof from the future',
      () => ({
        authorization: dpopAuth(),
        dpop: proof({ iat: Math.floor(Date.now() / 1000) + 120 }),
      }),
    ],
    [
      'a proof for another URL',
      () => ({
        authorization: dpopAuth(),
        dpop: proof({ url: `${testPublicUrl}/api/dfm/engagemang` }),
      }),
    ],
    [
      'a proof for another method',
      () => ({ authorization: dpopAuth(), dpop: proof({ method: 'POST' }) }),
    ],
    [
      'a proof for another token',
      () => ({ authorization: dpopAuth(), dpop: proof({ accessToken: 'en-annan-token' }) }),
    ],
    [
      'the token copied into another browser (a proof by another key)',
      () => ({ authorization: dpopAuth(), dpop: proof({}, new TestDpopKey()) }),
    ],
    [
      'a proof with a broken signature',
      () => ({ authorization: dpopAuth(), dpop: `${proof().slice(0, -4)}AAAA` }),
    ],
    ['a proof that is no JWT', () => ({ authorization: dpopAuth(), dpop: 'inget.bevis' })],
  ])('refuses %s with 401', async (_name, headers) => {
    const res = await get(t, headers());
    expect(res.statusCode).toBe(401);
    expect(res.json().kod).toBe('auth.error');
  });

  it('refuses a proof used a second time (jti seen before)', async () => {
    const once = proof();
    expect((await get(t, { authorization: dpopAuth(), dpop: once })).statusCode).toBe(accepted);
    expect((await get(t, { authorization: dpopAuth(), dpop: once })).statusCode).toBe(401);
  });

  it('remembers only a proof that holds: a forged copy does not use up its jti', async () => {
    const jti = randomUUID();
    const honest = proof({ jti });
    const forged = `${honest.slice(0, -4)}AAAA`;
    expect((await get(t, { authorization: dpopAuth(), dpop: forged })).statusCode).toBe(401);
    expect((await get(t, { authorization: dpopAuth(), dpop: honest })).statusCode).toBe(accepted);
    expect((await get(t, { authorization: dpopAuth(), dpop: honest })).statusCode).toBe(401);
  });

  it('refuses a token request without a proof: every token is bound', async () => {
    const client = new OidcTestClient(t);
    const { location } = await client.loginWithMock({ testperson: p.anna });
    const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
    const unbound = await client.request('POST', '/oauth2/token', {
      grant_type: 'authorization_code',
      code,
      client_id: 'fullmakt-web',
      redirect_uri: `${testPublicUrl}/login`,
      code_verifier: client.verifier,
    });
    expect(unbound.statusCode).toBe(400);
  });

  it('binds the refresh token too: another key cannot use it, the own key can', async () => {
    const own = await signedIn(t);
    const stolen = await own.client.refresh(own.refresh_token, new TestDpopKey());
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe('invalid_grant');
    const bearer = await own.client.request('POST', '/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: own.refresh_token,
      client_id: 'fullmakt-web',
    });
    expect(bearer.statusCode).toBe(400);
    const renewed = await own.client.refresh(own.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<{ token_type: string }>().token_type).toBe('DPoP');
  });
});

describe.each(testDatabases())('the remembered proofs on $name', ({ open }) => {
  it('are forgotten once too old to be accepted anyway, and only they', async () => {
    const db = await open();
    const t = await startTestApp(db);
    try {
      const nowS = Math.floor(Date.now() / 1000);
      expect(
        await firstUseOfProof(db.proofs, { jti: 'gammal', iat: nowS - 3 * DPOP_MAX_AGE_S }),
      ).toBe(true);
      expect(await firstUseOfProof(db.proofs, { jti: 'ny', iat: nowS })).toBe(true);
      expect(await purgeOldProofs(db.proofs, Date.now())).toBe(1);
      expect(await firstUseOfProof(db.proofs, { jti: 'ny', iat: nowS })).toBe(false);
      // The statement compiled once carries each proof's own values.
      expect(await firstUseOfProof(db.proofs, { jti: 'annan', iat: nowS })).toBe(true);
      const kept = await db.kysely
        .selectFrom('dpop_bevis')
        .select(['jti', 'utgar'])
        .where('jti', 'not like', 'samtidig-%')
        .orderBy('jti')
        .execute();
      expect(kept).toEqual([
        { jti: 'annan', utgar: (nowS + 2 * DPOP_MAX_AGE_S) * 1000 },
        { jti: 'ny', utgar: (nowS + 2 * DPOP_MAX_AGE_S) * 1000 },
      ]);
      // Proofs that arrive together share inserts; a jti twice is new only once, whether
      // its twin is in an earlier insert, in one running beside it or in the same one.
      const jtis = ['x', 'y', 'x', 'z', 'z', 'y', 'w'];
      const together = await Promise.all(
        jtis.map((jti) => firstUseOfProof(db.proofs, { jti: `samtidig-${jti}`, iat: nowS })),
      );
      const newOnce = new Map<string, number>();
      jtis.forEach((jti, i) => {
        newOnce.set(jti, (newOnce.get(jti) ?? 0) + (together[i] ? 1 : 0));
      });
      expect(Object.fromEntries(newOnce)).toEqual({ x: 1, y: 1, z: 1, w: 1 });
      // On PostgreSQL only the proofs skip the wait for the WAL flush (db/database.ts).
      const setting = async (k: typeof db.kysely) =>
        (await sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(k))
          .rows[0]?.s;
      if (db.dialect === 'postgres') {
        expect(await setting(db.proofs)).toBe('off');
        expect(await setting(db.kysely)).toBe('on');
      }
    } finally {
      await t.close();
    }
  });
});

describe('DPoP replay across a restart on SQLite', () => {
  // SQLite is one process per file (README "Processes"), which checks proofs in memory
  // (process-proofs.ts); the process after a restart still refuses what the one before used.
  it('refuses in the next server on the same file a proof the previous one accepted', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fullmakt-dpop-')), 'db.sqlite');
    const first = await startTestApp(openDatabase({ sqliteFile: file }));
    const { client, access_token } = await signedIn(first);
    const headers = client.authorized('GET', apiPath, access_token);
    expect((await get(first, headers)).statusCode).toBe(accepted);
    expect((await get(first, headers)).statusCode).toBe(401);
    await first.close();
    const second = await startTestApp(openDatabase({ sqliteFile: file }));
    try {
      expect((await get(second, headers)).statusCode).toBe(401);
      const fresh = client.authorized('GET', apiPath, access_token);
      expect((await get(second, fresh)).statusCode).toBe(accepted);
    } finally {
      await second.close();
    }
  });
});

/** Every ES256 check the server makes, counted (the real check still decides). */
const signatureChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  const verify = (...args: Parameters<typeof crypto.verify>) => {
    signatureChecks.count += 1;
    return crypto.verify(...args);
  };
  return { ...crypto, verify };
});

const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;

describe.runIf(pgUrl)('DPoP replay across processes on PostgreSQL', () => {
  it('refuses in one app a proof another app on the same database accepted', async () => {
    const url = pgUrl ?? '';
    const schema = `t_${randomUUID().replace(/-/g, '')}`;
    await createPgSchema(url, schema);
    const first = await startTestApp(openDatabase({ databaseUrl: url, pgSchema: schema }));
    const second = await startTestApp(openDatabase({ databaseUrl: url, pgSchema: schema }));
    try {
      const { client, access_token } = await signedIn(first);
      const headers = client.authorized('GET', apiPath, access_token);
      expect((await get(first, headers)).statusCode).toBe(accepted);
      expect((await get(second, headers)).statusCode).toBe(401);
      expect((await get(first, headers)).statusCode).toBe(401);
      const fresh = client.authorized('GET', apiPath, access_token);
      expect((await get(second, fresh)).statusCode).toBe(accepted);
    } finally {
      await first.close();
      await second.close();
      await dropPgSchema(url, schema);
    }
  });
});

describe('the order of the DPoP checks', () => {
  const key = new TestDpopKey();
  const request = {
    accessTokenHash: accessTokenHash('token'),
    jkt: key.jkt,
    method: 'GET',
    url: apiUrl,
    nowS: Math.floor(Date.now() / 1000),
  };
  const proof = (claims: Partial<Parameters<TestDpopKey['proof']>[0]> = {}) =>
    key.proof({ method: 'GET', url: apiUrl, accessToken: 'token', ...claims });
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof DpopError ? error.refusal : 'other';
    }
    return 'accepted';
  };

  it('refuses on the cheap claims before any signature is verified', () => {
    const before = signatureChecks.count;
    {
      const nowS = request.nowS;
      for (const [claims, expected] of [
        [{ method: 'POST' }, 'method'],
        [{ url: `${testPublicUrl}/api/annat` }, 'url'],
        [{ iat: nowS - 2 * DPOP_MAX_AGE_S }, 'age'],
        [{ accessToken: 'en-annan' }, 'token'],
        [{ jti: '' }, 'format'],
      ] as const) {
        expect(refusal(() => verifyDpopProof({ ...request, proof: proof(claims) }))).toBe(expected);
      }
      expect(signatureChecks.count).toBe(before);
      expect(refusal(() => verifyDpopProof({ ...request, proof: proof() }))).toBe('accepted');
      expect(signatureChecks.count).toBe(before + 1);
    }
  });

  it('accepts the same URL written differently, and refuses a broken signature', () => {
    const other = apiUrl.replace('http://localhost:8080', 'HTTP://LOCALHOST:8080');
    expect(refusal(() => verifyDpopProof({ ...request, proof: proof({ url: other }) }))).toBe(
      'accepted',
    );
    const broken = `${proof().slice(0, -4)}AAAA`;
    expect(refusal(() => verifyDpopProof({ ...request, proof: broken }))).toBe('signature');
  });

  it('refuses a key that is no point on the curve as a malformed proof', () => {
    const [, payload, signature] = proof().split('.');
    const header = Buffer.from(
      JSON.stringify({
        typ: 'dpop+jwt',
        alg: 'ES256',
        jwk: { kty: 'EC', crv: 'P-256', x: 'AAAA', y: 'AAAA' },
      }),
    ).toString('base64url');
    const foreign = { ...request, jkt: 'vilken-som-helst' };
    expect(
      refusal(() => verifyDpopProof({ ...foreign, proof: `${header}.${payload}.${signature}` })),
    ).toBe('format');
  });
});

describe('proofs arriving together', () => {
  it('share inserts: at most two in flight, the rest in the next one', async () => {
    let statements = 0;
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
      log: () => {
        statements += 1;
      },
    });
    await db.schema
      .createTable('dpop_bevis')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('utgar', 'integer', (c) => c.notNull())
      .execute();
    statements = 0;
    const nowS = Math.floor(Date.now() / 1000);
    const firsts = await Promise.all(
      Array.from({ length: 100 }, (_u, i) => firstUseOfProof(db, { jti: `j${i}`, iat: nowS })),
    );
    expect(firsts.every(Boolean)).toBe(true);
    expect(statements).toBe(3);
    await db.destroy();
  });
});
