import type { BlockeradBegarare } from '@fullmakt/shared/domain';
import type { Kysely } from 'kysely';
import type { Access } from '../core/access';
import type { AppDeps } from '../core/deps';
import type { Database } from '../db/schema';
import { requesterNames } from './begaran-store';

/** How many requesters a grantor blocked: the overview links to the list when there are any. */
export async function countBlocked(db: Kysely<Database>, givareId: string): Promise<number> {
  const row = await db
    .selectFrom('begaran_blockering')
    .select((eb) => eb.fn.countAll<number>().as('antal'))
    .where('givare_id', '=', givareId)
    .executeTakeFirstOrThrow();
  return Number(row.antal);
}

/**
 * The requesters a grantor blocked, newest first, with their names (the grantor saw them on
 * the requests it declined). Only who may answer the grantor's requests sees them.
 */
export async function listBlocked(
  deps: AppDeps,
  access: Access,
  givareId: string,
): Promise<BlockeradBegarare[]> {
  await access.assertMayManage(givareId);
  const db = deps.db.kysely;
  const rows = await db
    .selectFrom('begaran_blockering')
    .select(['begarare_id', 'tidpunkt'])
    .where('givare_id', '=', givareId)
    .orderBy('tidpunkt', 'desc')
    .orderBy('begarare_id')
    .execute();
  const names = await requesterNames(
    db,
    rows.map((r) => r.begarare_id),
  );
  return rows.map((r) => {
    const namn = names.get(r.begarare_id);
    return {
      begarare: namn === undefined ? { id: r.begarare_id } : { id: r.begarare_id, namn },
      tidpunkt: r.tidpunkt,
    };
  });
}

/**
 * The grantor takes a requester back: its later requests reach the grantor again (those
 * sent while it was blocked stay unreached). Removing a block that is gone already is no
 * error, so a second click or a form sent again after Back answers the same.
 */
export async function unblock(
  deps: AppDeps,
  access: Access,
  givareId: string,
  begarareId: string,
): Promise<BlockeradBegarare[]> {
  await access.assertMayManage(givareId);
  await deps.db.kysely
    .deleteFrom('begaran_blockering')
    .where('givare_id', '=', givareId)
    .where('begarare_id', '=', begarareId)
    .execute();
  return listBlocked(deps, access, givareId);
}
