import { generateKeyPairSync } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'oidc-provider';
import type { Database } from '../db/schema';
import { storedOnce } from '../db/stored-once';

const model = 'SigningKeysEc';

/**
 * The provider's signing key, made once and kept in the database so every process signs
 * ID tokens with the same key and a restart does not log everyone out.
 */
export async function loadSigningKeys(db: Kysely<Database>): Promise<{ keys: JWK[] }> {
  const payload = await storedOnce(db, model, () => {
    // P-256 (ES256): as strong as RSA-3072 for signing, and made in a millisecond.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = {
      ...privateKey.export({ format: 'jwk' }),
      kid: `k-${Date.now().toString(36)}`,
      use: 'sig',
      alg: 'ES256',
    } as JWK;
    return JSON.stringify({ keys: [jwk] });
  });
  return JSON.parse(payload) as { keys: JWK[] };
}
