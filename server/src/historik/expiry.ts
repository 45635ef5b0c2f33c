import type { Kysely } from 'kysely';
import { swedishDate } from '../core/clock';
import type { Database } from '../db/schema';
import { recordEnded } from './lifecycle-events';

/**
 * The scheduled job for powers past their last day: a signed power is shown as expired
 * from the day after `giltig_tom` (effectiveStatus), and this records that change once,
 * as an event of the scheduler. Returns how many powers it recorded.
 */
export async function recordExpiredPowers(db: Kysely<Database>, now: Date): Promise<number> {
  const today = swedishDate(now);
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom('fullmakt')
      .select('id')
      .where('status', '=', 'UNDERSKRIVEN')
      .where('giltig_tom', '<', today)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('fullmakt_handelse')
              .select('fullmakt_handelse.id')
              .where('fullmakt_handelse.typ', '=', 'UTGANGEN')
              .whereRef('fullmakt_handelse.fullmakt_id', '=', 'fullmakt.id'),
          ),
        ),
      )
      .limit(500)
      .execute();
    const ids = expired.map((e) => e.id);
    if (ids.length > 0) {
      await recordEnded(trx, ids, 'UTGANGEN', null, now.toISOString());
    }
    return ids.length;
  });
}
