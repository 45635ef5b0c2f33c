import {
  appModeForRoll,
  kanSkapaFullmakt,
  mallRollFel,
  type FullmaktsgivarRoll,
  type Tredjeman,
} from '@fullmakt/shared/domain';
import { tredjemanTexter } from '@fullmakt/shared/texts';
import type { Kysely } from 'kysely';
import { ApiError, forbidden, invalid, notFound } from '../core/api-error';
import type { Database } from '../db/schema';
import { findMall, findTredjeman, type StoredMall } from '../registries/tredjeman';

const statusKod = {
  SPARRAD: 'mall.sparrad',
  AVPUBLICERAD: 'mall.avpublicerad',
  UTKAST: 'mall.utkast',
  OGILTIG: 'mall.ogiltig',
} as const;

/** A third party that exists and lets this role create powers. */
export async function usableTredjeman(
  db: Kysely<Database>,
  id: string,
  roll: FullmaktsgivarRoll,
): Promise<Tredjeman> {
  const tredjeman = await findTredjeman(db, id, appModeForRoll(roll));
  if (!tredjeman) {
    throw invalid('tredjeman.ogiltig', tredjemanTexter.ogiltig(id));
  }
  if (!kanSkapaFullmakt(tredjeman)) {
    throw forbidden('tredjeman.obehorig');
  }
  return tredjeman;
}

/**
 * A template that exists, belongs to the third party, is published and allows the role.
 * Each failing state has its own §8 code.
 */
export async function usableMall(
  db: Kysely<Database>,
  id: string,
  tredjemanId: string,
  roll: FullmaktsgivarRoll,
): Promise<StoredMall> {
  const mall = await findMall(db, id);
  if (!mall) {
    throw notFound('mall.saknas');
  }
  if (mall.tredjeman.id !== tredjemanId) {
    throw invalid('mall.ogiltig');
  }
  if (mall.status !== 'PUBLICERAD') {
    const kod = statusKod[mall.status as keyof typeof statusKod] ?? 'mall.ogiltig';
    throw new ApiError(409, kod);
  }
  const rollFel = mallRollFel(mall, roll);
  if (rollFel) {
    throw invalid('mall.ogiltig', rollFel);
  }
  return mall;
}
