import { generateKeyPairSync } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'oidc-provider';
import type { Database } from '../db/schema';

const model = 'SigningKeysEc';

/**
 * The provider's signing key, made once and kept in the database so every process signs
 * ID tokens with the same key and a restart does not log everyone out.
 */
export async function loadSigningKeys(db: Kysely<Database>): Promise<{ keys: JWK[] }> {
  const existing = await db
    .selectFrom('oidc_payload')
    .select('payload')
    .where('model', '=', model)
    .where('id', '=', 'current')
    .executeTakeFirst();
  if (existing) {
    return JSON.parse(existing.payload) as { keys: JWK[] };
  }
  // P-256 (ES256): as strong as RSA-3072 for signing, and made in a millisecond.
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `k-${Date.now().toString(36)}`,
    use: 'sig',
    alg: 'ES256',
  } as JWK;
  const jwks = { keys: [jwk] };
  // Two processes starting at once: the first insert wins and both read it back.
  await db
    .insertInto('oidc_payload')
    .values({
      model,
      id: 'current',
      payload: JSON.stringify(jwks),
      grant_id: null,
      user_code: null,
      uid: null,
      expires_at: null,
      consumed_at: null,
    })
    .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
    .execute();
  const stored = await db
    .selectFrom('oidc_payload')
    .select('payload')
    .where('model', '=', model)
    .where('id', '=', 'current')
    .executeTakeFirstOrThrow();
  return JSON.parse(stored.payload) as { keys: JWK[] };
}
