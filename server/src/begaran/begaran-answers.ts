import {
  LIST_PAGE_SIZE,
  type AvbojBegaran,
  type Begaran,
  type BegaranListaSvar,
  type BegaranSok,
  type Page,
} from '@fullmakt/shared/domain';
import { begaranTexter } from '@fullmakt/shared/texts';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Access } from '../core/access';
import { conflict, notFound } from '../core/api-error';
import type { AppDeps } from '../core/deps';
import type { Database } from '../db/schema';
import { countBlocked } from './begaran-blocks';
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

/** The API page asked for: the first 20 when none is given (as the lists of powers). */
export type BegaranSida = NonNullable<BegaranSok['page']>;
const forstaSidan: BegaranSida = { page: 0, size: LIST_PAGE_SIZE };

/** One page of the rows a query selects, newest first, with the total. */
async function paged(
  db: Kysely<Database>,
  where: (
    q: SelectQueryBuilder<Database, 'begaran', object>,
  ) => SelectQueryBuilder<Database, 'begaran', object>,
  sida: BegaranSida,
): Promise<{ rows: BegaranRow[]; page: Page }> {
  const [rows, total] = await Promise.all([
    where(db.selectFrom('begaran'))
      .selectAll()
      .orderBy('skapad_tidpunkt', 'desc')
      .orderBy('id')
      .limit(sida.size)
      .offset(sida.page * sida.size)
      .execute(),
    where(db.selectFrom('begaran'))
      .select((eb) => eb.fn.countAll<number>().as('antal'))
      .executeTakeFirstOrThrow(),
  ]);
  const totalElements = Number(total.antal);
  return {
    rows,
    page: {
      number: sida.page,
      size: sida.size,
      totalElements,
      totalPages: Math.ceil(totalElements / sida.size),
    },
  };
}

/** The requests a party sent (the holder's side), newest first, a page at a time. */
export async function listSent(
  deps: AppDeps,
  access: Access,
  partId: string,
  sida: BegaranSida = forstaSidan,
): Promise<BegaranListaSvar> {
  await access.assertActsFor(partId);
  const db = deps.db.kysely;
  const { rows, page } = await paged(db, (q) => q.where('begarare_id', '=', partId), sida);
  return { begaranden: await toBegaranden(db, rows, false), page };
}

/**
 * The open requests to a grantor: the person themself, or any firmatecknare of the
 * organisation. Only requests that reached the grantor; with how many requesters it blocked.
 */
export async function listReceived(
  deps: AppDeps,
  access: Access,
  partId: string,
  sida: BegaranSida = forstaSidan,
): Promise<BegaranListaSvar> {
  if (partId !== access.caller.id && !(await access.isFirmatecknare(partId))) {
    // Someone registered in the organisation who may not sign for it (or whose company has
    // an obstacle) sees its overview, but no requests: only firmatecknare answer them.
    // Outside the organisation it is refused as before.
    await access.assertActsFor(partId);
    return {
      begaranden: [],
      page: { number: sida.page, size: sida.size, totalElements: 0, totalPages: 0 },
    };
  }
  await access.assertMayManage(partId);
  const db = deps.db.kysely;
  const [{ rows, page }, blockerade] = await Promise.all([
    paged(
      db,
      (q) =>
        q
          .where('givare_id', '=', partId)
          .where('levereras', '=', 1)
          .where('status', '=', 'SKICKAD'),
      sida,
    ),
    countBlocked(db, partId),
  ]);
  return { begaranden: await toBegaranden(db, rows, true), page, blockerade };
}

/**
 * One request, whole to its grantor, as in the list to its requester; else not found.
 * `som` names the page asking (the grantor's or the requester's): a request opened on the
 * other side's page is not found there, so its requester never gets the grantor's actions.
 */
export async function viewBegaran(
  deps: AppDeps,
  access: Access,
  id: string,
  som?: 'givare' | 'begarare',
): Promise<Begaran> {
  const row = await findBegaran(deps.db.kysely, id);
  if (row && som !== 'begarare' && (await mayAnswer(access, row))) {
    const [one] = await toBegaranden(deps.db.kysely, [row], true);
    if (one) {
      return one;
    }
  }
  if (row && som !== 'givare' && (await access.mayActFor(row.begarare_id))) {
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
  return viewBegaran(deps, access, id, 'givare');
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
