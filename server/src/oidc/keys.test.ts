import { generateKeyPairSync } from 'node:crypto';
import { currentPgSchema, migrateToLatest } from '../db/migrator';
import { openDatabase, type Db } from '../db/database';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { loadSigningKeys, signingKeyRetireAfterMs, signingKeyRotateAfterMs } from './keys';

const secret = 'test-hemlighet-som-ar-minst-32-tecken-lang';
const day = 24 * 3600 * 1000;

async function storedPayload(db: Db): Promise<string> {
  const row = await db.kysely
    .selectFrom('oidc_payload')
    .select('payload')
    .where('model', '=', 'SigningKeysEc')
    .where('id', '=', 'current')
    .executeTakeFirstOrThrow();
  return row.payload;
}

describe.each(testDatabases())('the ID-token signing keys on $name', (database) => {
  let db: Db;
  beforeEach(async () => {
    db = await database.open();
    await migrateToLatest(
      db.kysely,
      db.dialect === 'postgres' ? await currentPgSchema(db.kysely) : undefined,
    );
  });
  afterEach(async () => {
    await db.close();
  });

  it('stores the private key sealed, never in clear', async () => {
    const { keys } = await loadSigningKeys(db.kysely, secret);
    const d = String(keys[0]?.d);
    expect(d.length).toBeGreaterThan(20);
    const payload = await storedPayload(db);
    expect(payload).not.toContain(d);
    expect(payload).not.toContain('"d"');
    // And the same keys come back on the next start.
    expect((await loadSigningKeys(db.kysely, secret)).keys[0]?.d).toBe(d);
  });

  it('seals a key stored in clear by an older server, keeping the key itself', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = {
      ...privateKey.export({ format: 'jwk' }),
      kid: `k-${Date.now().toString(36)}`,
      use: 'sig',
      alg: 'ES256',
    };
    await db.kysely
      .insertInto('oidc_payload')
      .values({
        model: 'SigningKeysEc',
        id: 'current',
        payload: JSON.stringify({ keys: [jwk] }),
        grant_id: null,
        user_code: null,
        uid: null,
        expires_at: null,
        consumed_at: null,
      })
      .execute();
    const { keys } = await loadSigningKeys(db.kysely, secret);
    expect(keys.map((k) => k.kid)).toEqual([jwk.kid]);
    expect(keys[0]?.d).toBe(jwk.d);
    expect(await storedPayload(db)).not.toContain(String(jwk.d));
  });

  it('refuses to start with another secret than the keys were sealed with', async () => {
    await loadSigningKeys(db.kysely, secret);
    await expect(loadSigningKeys(db.kysely, `${secret}-annan`)).rejects.toThrow(/FULLMAKT_SECRET/);
  });

  it('rotates a key past its age, keeping the old one for verification until its tokens expired', async () => {
    const start = Date.UTC(2026, 0, 1);
    const first = (await loadSigningKeys(db.kysely, secret, start)).keys.map((k) => k.kid);
    expect(first).toHaveLength(1);
    // Young: unchanged.
    expect((await loadSigningKeys(db.kysely, secret, start + day)).keys.map((k) => k.kid)).toEqual(
      first,
    );
    // Past its age: a new key signs (first), the old one is still published.
    const rotatedAt = start + signingKeyRotateAfterMs + day;
    const second = (await loadSigningKeys(db.kysely, secret, rotatedAt)).keys.map((k) => k.kid);
    expect(second).toHaveLength(2);
    expect(second[1]).toBe(first[0]);
    expect(second[0]).not.toBe(first[0]);
    // Once what the old key signed has long expired, it is gone.
    const later = (
      await loadSigningKeys(db.kysely, secret, rotatedAt + signingKeyRetireAfterMs + 1)
    ).keys.map((k) => k.kid);
    expect(later).toEqual([second[0]]);
  });
});

describe('the provider signs with the newest key and publishes it', () => {
  it('gives an ID token whose kid is in the JWKS, which holds no private part', async () => {
    const t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
    try {
      const client = new OidcTestClient(t);
      const { location } = await client.loginWithMock({ testperson: p.anna });
      const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
      const { id_token } = (await client.exchange(code)).json<{ id_token: string }>();
      const header = JSON.parse(
        Buffer.from(id_token.split('.')[0] ?? '', 'base64url').toString(),
      ) as { kid: string };
      const jwks = (await client.request('GET', '/oauth2/jwks')).json<{
        keys: { kid: string; d?: string }[];
      }>();
      expect(jwks.keys[0]?.kid).toBe(header.kid);
      expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
