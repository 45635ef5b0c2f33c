import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A value made once per database (the server secret, the signing key). Two processes
 * starting at once may both make one: the first insert wins and both read the winner back,
 * so every process on the database agrees.
 */
export async function storedOnce(
  db: Kysely<Database>,
  model: string,
  make: () => string,
): Promise<string> {
  const read = () =>
    db
      .selectFrom('oidc_payload')
      .select('payload')
      .where('model', '=', model)
      .where('id', '=', 'current')
      .executeTakeFirst();
  const existing = await read();
  if (existing) {
    return existing.payload;
  }
  await db
    .insertInto('oidc_payload')
    .values({
      model,
      id: 'current',
      payload: make(),
      grant_id: null,
      user_code: null,
      uid: null,
      expires_at: null,
      consumed_at: null,
    })
    .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
    .execute();
  const stored = await read();
  if (!stored) {
    throw new Error(`${model} could not be stored`);
  }
  return stored.payload;
}
