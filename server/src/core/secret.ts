import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The server secret (cookie keys, XSRF signatures). From FULLMAKT_SECRET when given;
 * otherwise made once and kept in the database, so every process on that database agrees.
 */
export async function loadSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) {
    return configured;
  }
  const fresh = randomBytes(32).toString('base64url');
  await db
    .insertInto('oidc_payload')
    .values({
      model: 'ServerSecret',
      id: 'current',
      payload: fresh,
      grant_id: null,
      user_code: null,
      uid: null,
      expires_at: null,
      consumed_at: null,
    })
    .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('oidc_payload')
    .select('payload')
    .where('model', '=', 'ServerSecret')
    .where('id', '=', 'current')
    .executeTakeFirstOrThrow();
  return row.payload;
}
