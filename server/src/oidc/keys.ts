import {
  createCipheriv,
  createDecipheriv,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'oidc-provider';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { storedOnce } from '../db/stored-once';

const model = 'SigningKeysEc';

/** A new signing key is made when the newest one is this old (checked at every start). */
export const signingKeyRotateAfterMs = 30 * 24 * 3600 * 1000;
/**
 * A key that has a successor stays in the JWKS this long after the successor was made, so
 * every token it signed (ID tokens live 15 minutes) can still be verified; then it goes.
 */
export const signingKeyRetireAfterMs = 24 * 3600 * 1000;

const JwkSchema = z.looseObject({ kid: z.string(), kty: z.string(), d: z.string() });
const KeySetSchema = z.object({
  keys: z.array(z.object({ jwk: JwkSchema, createdAt: z.number().int() })).min(1),
});
type KeySet = z.infer<typeof KeySetSchema>;

/** The stored form: AES-256-GCM over the key set, never the private keys in clear. */
const SealedSchema = z.object({
  v: z.literal(1),
  iv: z.string(),
  tag: z.string(),
  data: z.string(),
});
/** What the server stored before the keys were sealed: one key in clear. */
const LegacySchema = z.object({ keys: z.array(JwkSchema).min(1) });

/** The key that seals the signing keys, derived from the server secret (FULLMAKT_SECRET). */
function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'fullmakt', 'oidc-signing-keys', 32));
}

function seal(keySet: KeySet, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(keySet), 'utf8'), cipher.final()]);
  return JSON.stringify({
    v: 1,
    iv: iv.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    data: data.toString('base64url'),
  });
}

function unseal(payload: string, secret: string): KeySet {
  const sealed = SealedSchema.parse(JSON.parse(payload));
  const decipher = createDecipheriv(
    'aes-256-gcm',
    sealingKey(secret),
    Buffer.from(sealed.iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
  try {
    const clear = Buffer.concat([
      decipher.update(Buffer.from(sealed.data, 'base64url')),
      decipher.final(),
    ]);
    return KeySetSchema.parse(JSON.parse(clear.toString('utf8')));
  } catch (cause) {
    // Another secret than the one the keys were sealed with: refuse to start rather than
    // make new keys over the ones the other processes sign with.
    throw new Error(
      'OIDC-signeringsnycklarna kan inte öppnas: FULLMAKT_SECRET är inte den de förseglades med.',
      { cause },
    );
  }
}

function newKey(nowMs: number): KeySet['keys'][number] {
  // P-256 (ES256): as strong as RSA-3072 for signing, and made in a millisecond.
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = JwkSchema.parse({
    ...privateKey.export({ format: 'jwk' }),
    kid: `k-${nowMs.toString(36)}-${randomBytes(3).toString('hex')}`,
    use: 'sig',
    alg: 'ES256',
  });
  return { jwk, createdAt: nowMs };
}

/** The kid of the old form was `k-<ms in base 36>`: its age, or now when unreadable. */
function legacyCreatedAt(kid: string, nowMs: number): number {
  const made = Number.parseInt(kid.replace(/^k-/, ''), 36);
  return Number.isFinite(made) && made > 0 && made <= nowMs ? made : nowMs;
}

/** Reads the stored key set, whatever its form: sealed, or the old clear one. */
function readKeySet(payload: string, secret: string, nowMs: number): KeySet {
  const legacy = LegacySchema.safeParse(JSON.parse(payload));
  if (legacy.success) {
    return {
      keys: legacy.data.keys.map((jwk) => ({ jwk, createdAt: legacyCreatedAt(jwk.kid, nowMs) })),
    };
  }
  return unseal(payload, secret);
}

/**
 * Newest first (the provider signs with the first key of its alg): a new key when the
 * newest is past its age, and the keys whose successor is older than the retirement
 * window dropped. Unchanged when nothing is due.
 */
function rotated(keySet: KeySet, nowMs: number): KeySet {
  const sorted = [...keySet.keys].sort((a, b) => b.createdAt - a.createdAt);
  const newest = sorted[0];
  const keys =
    newest && nowMs - newest.createdAt < signingKeyRotateAfterMs
      ? sorted
      : [newKey(nowMs), ...sorted];
  // A key stays while its successor (the one made right after it) is young.
  const kept = keys.filter(
    (key, i) => i === 0 || nowMs - (keys[i - 1]?.createdAt ?? nowMs) < signingKeyRetireAfterMs,
  );
  return { keys: kept };
}

function sameKeys(a: KeySet, b: KeySet): boolean {
  return a.keys.map((k) => k.jwk.kid).join() === b.keys.map((k) => k.jwk.kid).join();
}

/**
 * The provider's signing keys, kept in the database so every process signs ID tokens with
 * the same key and a restart does not log everyone out. Stored sealed with a key derived
 * from the server secret (a stored key in the old clear form is sealed on first read),
 * rotated by age at start, the previous key kept in the JWKS until what it signed has
 * expired. Two processes starting at once agree: a change is written only over the
 * payload it was made from, and the loser reads the winner's.
 */
export async function loadSigningKeys(
  db: Kysely<Database>,
  secret: string,
  nowMs: number = Date.now(),
): Promise<{ keys: JWK[] }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const payload = await storedOnce(db, model, () => seal({ keys: [newKey(nowMs)] }, secret));
    const stored = readKeySet(payload, secret, nowMs);
    const wanted = rotated(stored, nowMs);
    const alreadySealed = !LegacySchema.safeParse(JSON.parse(payload)).success;
    if (alreadySealed && sameKeys(stored, wanted)) {
      return { keys: wanted.keys.map((k) => k.jwk as JWK) };
    }
    const written = await db
      .updateTable('oidc_payload')
      .set({ payload: seal(wanted, secret) })
      .where('model', '=', model)
      .where('id', '=', 'current')
      .where('payload', '=', payload)
      .executeTakeFirst();
    if (written.numUpdatedRows === 1n) {
      return { keys: wanted.keys.map((k) => k.jwk as JWK) };
    }
  }
  throw new Error('OIDC-signeringsnycklarna kunde inte skrivas (samtidiga ändringar).');
}
