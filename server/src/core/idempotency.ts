import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { idempotensTexter } from '@fullmakt/shared/texts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { ApiError, conflict, invalid } from './api-error';
import { requireCaller } from './caller';

/** The header a client sends once per user action, and again on that action's retries. */
export const idempotencyHeader = 'idempotency-key';

/** How long a key and its answer are kept: long enough for any retry of a user's action. */
export const idempotencyKeyLifeMs = 24 * 3600 * 1000;

/** A key: a UUID or any other visible ASCII token a client makes, not too long to store. */
const KeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\x21-\x7e]+$/);

/** How long a retry waits for the first request's answer once its write has committed. */
const answerWaitMs = 3_000;

interface Claim {
  callerId: string;
  key: string;
  hash: string;
  createdAt: string;
}

/** The key of the request being handled, for the write's transaction to claim. */
const currentClaim = new AsyncLocalStorage<Claim>();

/**
 * Called inside a write's transaction: records the request's key there, so the write and
 * its key commit together or not at all. A second request with the same key that runs at
 * the same moment fails here (primary key), and its whole write is rolled back. Without a
 * key (or outside an idempotent route) nothing happens.
 */
export async function claimIdempotencyKey(trx: Kysely<Database>): Promise<void> {
  const claim = currentClaim.getStore();
  if (!claim) {
    return;
  }
  await trx
    .insertInto('idempotensnyckel')
    .values({
      anropare_id: claim.callerId,
      nyckel: claim.key,
      begaran_hash: claim.hash,
      skapad_tidpunkt: claim.createdAt,
      svar: null,
    })
    .execute();
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

function readKey(request: FastifyRequest): string | undefined {
  const header = request.headers[idempotencyHeader];
  if (header === undefined) {
    return undefined;
  }
  const parsed = KeySchema.safeParse(header);
  if (!parsed.success) {
    throw invalid('fullmakt.ogiltig', idempotensTexter.ogiltigNyckel);
  }
  return parsed.data;
}

async function storedRow(db: Kysely<Database>, claim: Claim) {
  return db
    .selectFrom('idempotensnyckel')
    .select(['begaran_hash', 'svar'])
    .where('anropare_id', '=', claim.callerId)
    .where('nyckel', '=', claim.key)
    .executeTakeFirst();
}

/**
 * The first answer to a key that is already stored: the same answer again, or 422 when
 * the key came with another request. Between the first write's commit and its answer
 * being stored (milliseconds, or for ever if that process died) a retry waits a little,
 * then is told the action is being handled: the write is there, it is never done twice.
 */
async function replay(db: Kysely<Database>, claim: Claim): Promise<unknown> {
  const deadline = Date.now() + answerWaitMs;
  for (;;) {
    const row = await storedRow(db, claim);
    if (!row) {
      return undefined;
    }
    if (row.begaran_hash !== claim.hash) {
      throw new ApiError(422, 'fullmakt.ogiltig', idempotensTexter.annanBegaran);
    }
    if (row.svar !== null) {
      return JSON.parse(row.svar) as unknown;
    }
    if (Date.now() > deadline) {
      throw conflict('fullmakt.konflikt', idempotensTexter.pagar);
    }
    await sleep(100);
  }
}

/**
 * Runs a write route's use case under the request's Idempotency-Key, if it sent one: a
 * key seen before gets its first answer (or 422 for another request), a new key is
 * claimed in the write's transaction and its answer stored afterwards. Use cases that
 * write call claimIdempotencyKey in their transaction.
 */
export async function idempotent<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const key = readKey(request);
  if (key === undefined) {
    return run();
  }
  const db = request.server.deps.db.kysely;
  const caller = await requireCaller(request);
  const claim: Claim = {
    callerId: caller.id,
    key,
    hash: requestHash(request),
    createdAt: request.server.deps.now().toISOString(),
  };
  const earlier = await replay(db, claim);
  if (earlier !== undefined) {
    return earlier as T;
  }
  let answer: T;
  try {
    answer = await currentClaim.run(claim, run);
  } catch (error) {
    // The same key committed by a request running at the same moment (this one's write was
    // rolled back on the key): that one's answer. Otherwise this request's own refusal.
    const other = await replay(db, claim).catch((replayError: unknown) => {
      throw replayError instanceof ApiError ? replayError : error;
    });
    if (other !== undefined) {
      return other as T;
    }
    throw error;
  }
  const svar = JSON.stringify(answer);
  const stored = await db
    .updateTable('idempotensnyckel')
    .set({ svar })
    .where('anropare_id', '=', claim.callerId)
    .where('nyckel', '=', claim.key)
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) === 0) {
    // The use case changed nothing (its transaction never ran): the answer is kept all the
    // same, so a retry is answered alike even if something changed in between.
    await db
      .insertInto('idempotensnyckel')
      .values({
        anropare_id: claim.callerId,
        nyckel: claim.key,
        begaran_hash: claim.hash,
        skapad_tidpunkt: claim.createdAt,
        svar,
      })
      .onConflict((oc) => oc.columns(['anropare_id', 'nyckel']).doNothing())
      .execute();
  }
  return answer;
}

/** Removes keys older than their life; the hourly job calls it beside the draft removal. */
export async function purgeIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - idempotencyKeyLifeMs).toISOString();
  const removed = await db
    .deleteFrom('idempotensnyckel')
    .where('skapad_tidpunkt', '<', cutoff)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
