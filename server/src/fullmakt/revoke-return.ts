import type { AterkallaSvar, AterlamnaSvar } from '@fullmakt/shared/domain';
import { fullmaktTexter } from '@fullmakt/shared/texts';
import type { Transaction } from 'kysely';
import type { Access } from '../core/access';
import { conflict, notFound } from '../core/api-error';
import type { AppDeps } from '../core/deps';
import { claimIdempotencyKey } from '../core/idempotency';
import type { Database } from '../db/schema';
import { recordEnded } from '../historik/lifecycle-events';
import { revokeNotNotified } from '../avisering/outbox-store';
import {
  cascadeCount,
  cascadeStatuses,
  mayEnd,
  returnFinds,
  revokeAnswer,
  revokeFinds,
  type Cascade,
} from './end-rules';
import { findFullmaktRow } from './fullmakt-dto';

/**
 * Revokes every power shared onward from `rootId`, at any depth, and counts them: the
 * signed ones apart from the unsigned ones, which were never powers shared onward (SPEC
 * §4 shows the count of those) but can no longer be signed once their origin has ended.
 * Breadth-first over the origin links, inside the caller's transaction.
 */
async function revokeDescendants(
  trx: Transaction<Database>,
  rootId: string,
  now: string,
  aktorId: string,
): Promise<Cascade> {
  const count: Cascade = { signed: 0, unsigned: 0 };
  let frontier = [rootId];
  while (frontier.length > 0) {
    const children = await trx
      .selectFrom('fullmakt')
      .select(['id', 'status'])
      .where('ursprung_fullmakt_id', 'in', frontier)
      .where('status', 'in', cascadeStatuses)
      .execute();
    const ids = children.map((c) => c.id);
    if (ids.length > 0) {
      await trx
        .updateTable('fullmakt')
        .set({ status: 'ATERKALLAD', avslutad_tidpunkt: now, andrad_tidpunkt: now })
        .where('id', 'in', ids)
        .execute();
      await recordEnded(trx, ids, 'ATERKALLAD', aktorId, now, rootId);
    }
    const level = cascadeCount(children);
    count.signed += level.signed;
    count.unsigned += level.unsigned;
    frontier = ids;
  }
  return count;
}

/** Ends one live power, guarding against a concurrent revoke or return. */
async function endPower(
  trx: Transaction<Database>,
  id: string,
  status: 'ATERKALLAD' | 'ATERLAMNAD',
  now: string,
): Promise<void> {
  const res = await trx
    .updateTable('fullmakt')
    .set({ status, avslutad_tidpunkt: now, andrad_tidpunkt: now })
    .where('id', '=', id)
    .where('status', '=', 'UNDERSKRIVEN')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    throw conflict('fullmakt.konflikt', fullmaktTexter.redanAterkalladEllerAterlamnad);
  }
}

/** The grantor revokes a power; every power shared onward from it is revoked too. */
export async function revoke(deps: AppDeps, access: Access, id: string): Promise<AterkallaSvar> {
  const row = await findFullmaktRow(deps.db.kysely, id);
  if (!row || !(await access.mayActForGrantor(row)) || !revokeFinds(row.status)) {
    throw notFound();
  }
  await access.assertMayManage(row.fullmaktsgivare_id);
  if (!mayEnd(row.status)) {
    throw conflict('fullmakt.konflikt', fullmaktTexter.redanAterkalladEllerAterlamnad);
  }
  const now = deps.now().toISOString();
  const onward = await deps.db.kysely.transaction().execute(async (trx) => {
    await claimIdempotencyKey(trx);
    await endPower(trx, id, 'ATERKALLAD', now);
    await recordEnded(trx, [id], 'ATERKALLAD', access.caller.id, now);
    return revokeDescendants(trx, id, now, access.caller.id);
  });
  return revokeAnswer(onward, await revokeNotNotified(deps.db.kysely, id));
}

/** A holder returns a received power; what it shared onward falls with it. */
export async function giveBack(deps: AppDeps, access: Access, id: string): Promise<AterlamnaSvar> {
  const row = await findFullmaktRow(deps.db.kysely, id);
  const holders = row ? await access.holderIdsActedFor(row.id) : [];
  if (!row || holders.length === 0 || !returnFinds(row.status)) {
    throw notFound();
  }
  for (const holder of holders) {
    if (holder !== access.caller.id) {
      await access.assertMayManage(holder);
    }
  }
  if (!mayEnd(row.status)) {
    throw conflict('fullmakt.konflikt', fullmaktTexter.redanAterkalladEllerAterlamnad);
  }
  const now = deps.now().toISOString();
  await deps.db.kysely.transaction().execute(async (trx) => {
    await claimIdempotencyKey(trx);
    await endPower(trx, id, 'ATERLAMNAD', now);
    await recordEnded(trx, [id], 'ATERLAMNAD', access.caller.id, now);
    await revokeDescendants(trx, id, now, access.caller.id);
  });
  return { aterlamnad: true };
}
