import type { Fullmakt } from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { notFound } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import {
  deliveredStatuses,
  effectiveStatus,
  findFullmaktRow,
  toFullmakter,
  type ShownRow,
} from './fullmakt-dto';
import { recordAccess } from '../historik/access-log';
import { viewStatement } from './view-statement';

export interface ViewQuery {
  orgnummer: string;
  id: string;
  /** `current`: the caller asks for an onward share as it stands now. */
  utdelning?: 'current';
}

/**
 * A party of the power this onward share was made from, up the chain: the grantor side of
 * an origin (or a holder who shared it), who sees what was shared under their power while
 * the share is in force (SPEC §4: the grantor's view lists the shares, revoking ends them).
 */
async function partyOfOrigin(deps: AppDeps, access: Access, row: ShownRow): Promise<boolean> {
  let originId = row.ursprung_fullmakt_id;
  // The chain is at most transportfullmaktMaxLed long; the bound guards against a cycle.
  for (let steps = 0; originId !== null && steps <= row.led; steps += 1) {
    const origin = await findFullmaktRow(deps.db.kysely, originId);
    if (!origin) {
      return false;
    }
    if (
      (await access.mayActForGrantor(origin)) ||
      (await access.holderIdsActedFor(origin.id)).length > 0
    ) {
      return true;
    }
    originId = origin.ursprung_fullmakt_id;
  }
  return false;
}

/**
 * GET /api/dfm/tredjeman/{orgnummer}/fullmakter/{id}: only what reached the third party,
 * only under that third party, and nothing (404, so nothing leaks) to anyone who is not
 * that third party or a party of the power. Asked with `utdelning=current`, an onward
 * share in force is also answered to the parties of the power it was shared from.
 */
export async function viewFullmakt(
  deps: AppDeps,
  access: Access,
  query: ViewQuery,
): Promise<Fullmakt> {
  const today = swedishDate(deps.now());
  // The third party's name comes in the same statement (one round trip less per view).
  const [row] = (await deps.db.kysely.executeQuery(viewStatement(deps.db.kysely, query.id))).rows;
  if (
    !row ||
    row.tredjeman_id !== query.orgnummer ||
    !deliveredStatuses.includes(row.status as (typeof deliveredStatuses)[number])
  ) {
    throw notFound();
  }
  const currentShare =
    query.utdelning === 'current' &&
    row.ursprung_fullmakt_id !== null &&
    effectiveStatus(row, today) === 'UNDERSKRIVEN';
  const seenAs = await access.seesAs(row);
  if (!seenAs && !(currentShare && (await partyOfOrigin(deps, access, row)))) {
    throw notFound();
  }
  // The row read above is the power: built from it, not read a second time.
  const [fullmakt] = await toFullmakter(deps.db.kysely, [row], today, {
    // Its own parties are shown the power that renewed it; a third party is not.
    medFornyelse: seenAs === 'part',
  });
  if (!fullmakt) {
    throw notFound();
  }
  if (seenAs === 'tredjeman') {
    // The grantor and the holders see who looked; the answer does not wait for the record.
    recordAccess(deps, {
      fullmaktId: row.id,
      tredjemanId: row.tredjeman_id,
      lasare: access.reader(),
      vad: 'fullmakt',
      at: deps.now(),
    });
  }
  return fullmakt;
}
