import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Runs a seed once per database. The marker row is written in the same transaction as the
 * data, so a crash leaves either everything or nothing, and a restart seeds again.
 * Answers whether it ran.
 */
export async function seedOnce(
  db: Kysely<Database>,
  name: string,
  now: Date,
  load: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('seed')
      .select('name')
      .where('name', '=', name)
      .executeTakeFirst();
    if (done) {
      return false;
    }
    await load(trx);
    await trx.insertInto('seed').values({ name, applied_at: now.toISOString() }).execute();
    return true;
  });
}
