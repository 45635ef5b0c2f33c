import type { AvbojBegaran, Begaran } from '@fullmakt/shared/domain';
import { begaranTexter } from '@fullmakt/shared/texts';
import type { Kysely, Transaction } from 'kysely';
import type { Access } from '../core/access';
import { conflict, notFound } from '../core/api-error';
import type { AppDeps } from '../core/deps';
import type { Database } from '../db/schema';
import { queueBegaranNotices } from './begaran-notices';
import { begaranPage, findBegaran, toBegaranden, type BegaranRow } from './begaran-store';

/** Whether the caller may answer the request: it reached the grantor, and acts for it. */
async function mayAnswer(access: Access, row: BegaranRow): Promise<boolean> {
  if (row.levereras !== 1) {
    return false;
  }
  try {
    await access.assertMayManage(row.givare_id);
    return true;
  } catch {
    return false;
  }
}

/** The requests a party sent (the holder's side), newest first. */
export async function listSent(deps: AppDeps, access: Access, partId: string): Promise<Begaran[]> {
  await access.assertActsFor(partId);
  const rows = await deps.db.kysely
    .selectFrom('begaran')
    .selectAll()
    .where('begarare_id', '=', partId)
    .orderBy('skapad_tidpunkt', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
  return toBegaranden(deps.db.kysely, rows, false);
}

/**
 * The open requests to a grantor: the person themself, or any firmatecknare of the
 * organisation. Only requests that reached the grantor.
 */
export async function listReceived(
  deps: AppDeps,
  access: Access,
  partId: string,
): Promise<Begaran[]> {
  if (partId !== access.caller.id && !(await access.isFirmatecknare(partId))) {
    // Someone registered in the organisation who may not sign for it (or whose company has
    // an obstacle) sees its overview, but no requests: only firmatecknare answer them.
    // Outside the organisation it is refused as before.
    await access.assertActsFor(partId);
    return [];
  }
  await access.assertMayManage(partId);
  const rows = await deps.db.kysely
    .selectFrom('begaran')
    .selectAll()
    .where('givare_id', '=', partId)
    .where('levereras', '=', 1)
    .where('status', '=', 'SKICKAD')
    .orderBy('skapad_tidpunkt', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
  return toBegaranden(deps.db.kysely, rows, true);
}

/** One request, whole to its grantor, as in the list to its requester; else not found. */
export async function viewBegaran(deps: AppDeps, access: Access, id: string): Promise<Begaran> {
  const row = await findBegaran(deps.db.kysely, id);
  if (row && (await mayAnswer(access, row))) {
    const [one] = await toBegaranden(deps.db.kysely, [row], true);
    if (one) {
      return one;
    }
  }
  if (row && (await access.mayActFor(row.begarare_id))) {
    const [one] = await toBegaranden(deps.db.kysely, [row], false);
    if (one) {
      return one;
    }
  }
  throw notFound();
}

/**
 * The grantor declines, with an optional reason the requester sees, and may block the
 * requester: its later requests to this grantor then reach nobody (it is not told).
 */
export async function declineBegaran(
  deps: AppDeps,
  access: Access,
  id: string,
  body: AvbojBegaran,
): Promise<Begaran> {
  const db = deps.db.kysely;
  const row = await findBegaran(db, id);
  if (!row || !(await mayAnswer(access, row))) {
    throw notFound();
  }
  const at = deps.now().toISOString();
  const anledning = body.anledning?.trim() ? body.anledning.trim() : null;
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('begaran')
      .set({ status: 'AVBOJD', anledning, andrad_tidpunkt: at })
      .where('id', '=', id)
      .where('status', '=', 'SKICKAD')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      throw conflict('fullmakt.konflikt', begaranTexter.inteOppen);
    }
    if (body.blockera === true) {
      await trx
        .insertInto('begaran_blockering')
        .values({ givare_id: row.givare_id, begarare_id: row.begarare_id, tidpunkt: at })
        .onConflict((oc) => oc.columns(['givare_id', 'begarare_id']).doNothing())
        .execute();
    }
    await queueBegaranNotices(trx, at, row, 'BEGARAN_AVBOJD', [row.skapare_id], () =>
      begaranPage('ombud', row.begarare_id, row.id),
    );
  });
  return viewBegaran(deps, access, id);
}

/**
 * A draft started from a request ("Skapa fullmakten"): the request must be open, have
 * reached the grantor and be the draft's grantor's; any other is answered as not found.
 * The newest such draft is the one whose delivery answers it.
 */
export async function openBegaranFor(
  deps: AppDeps,
  access: Access,
  id: string,
  grantorId: string,
): Promise<string> {
  const row = await findBegaran(deps.db.kysely, id);
  if (
    !row ||
    row.givare_id !== grantorId ||
    row.status !== 'SKICKAD' ||
    !(await mayAnswer(access, row))
  ) {
    throw notFound();
  }
  return row.id;
}

export async function linkDraftToBegaran(
  trx: Transaction<Database>,
  begaranId: string,
  fullmaktId: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable('begaran')
    .set({ fullmakt_id: fullmaktId, andrad_tidpunkt: at })
    .where('id', '=', begaranId)
    .execute();
}

/**
 * When a power is delivered, the open request it was started from is answered, and its
 * sender told. Call inside the signing's transaction.
 */
export async function answerBegaranByPower(
  trx: Transaction<Database>,
  fullmaktId: string,
  at: string,
): Promise<void> {
  const rows = await trx
    .selectFrom('begaran')
    .selectAll()
    .where('fullmakt_id', '=', fullmaktId)
    .where('status', '=', 'SKICKAD')
    .execute();
  for (const row of rows) {
    await trx
      .updateTable('begaran')
      .set({ status: 'BESVARAD', andrad_tidpunkt: at })
      .where('id', '=', row.id)
      .execute();
    await queueBegaranNotices(trx, at, row, 'BEGARAN_BESVARAD', [row.skapare_id], () =>
      begaranPage('ombud', row.begarare_id, row.id),
    );
  }
}

/** The scheduler's job: requests unanswered for 30 days end (utgången). */
export async function expireBegaranden(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString();
  const res = await db
    .updateTable('begaran')
    .set({ status: 'UTGANGEN', andrad_tidpunkt: at })
    .where('status', '=', 'SKICKAD')
    .where('upphor_tidpunkt', '<=', at)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
