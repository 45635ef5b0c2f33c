import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';

/** What a stored provider session holds that the list needs (the provider's own shape). */
const StoredSessionSchema = z.looseObject({
  uid: z.string(),
  accountId: z.string(),
  loginTs: z.number().int().optional(),
  amr: z.array(z.string()).optional(),
  authorizations: z
    .record(z.string(), z.looseObject({ grantId: z.string().optional() }))
    .optional(),
});

export interface StoredSession {
  uid: string;
  /** Seconds since epoch. */
  loginTs: number | undefined;
  method: string | undefined;
  /** Milliseconds since epoch. */
  expiresAt: number;
}

/** A person's provider sessions that are still alive, newest sign-in first. */
export async function sessionsOf(
  db: Kysely<Database>,
  accountId: string,
  nowMs: number,
): Promise<StoredSession[]> {
  const rows = await db
    .selectFrom('oidc_payload')
    .select(['payload', 'expires_at'])
    .where('model', '=', 'Session')
    .where('account_id', '=', accountId)
    .where('expires_at', '>', nowMs)
    .execute();
  return rows
    .map((row) => {
      const session = StoredSessionSchema.parse(JSON.parse(row.payload));
      return {
        uid: session.uid,
        loginTs: session.loginTs,
        method: session.amr?.[0],
        expiresAt: row.expires_at ?? nowMs,
      };
    })
    .sort((a, b) => (b.loginTs ?? 0) - (a.loginTs ?? 0));
}

/** The person a provider session (by its id, the session cookie's value) is alive for. */
export async function accountOfSession(
  db: Kysely<Database>,
  sessionId: string,
  nowMs: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('oidc_payload')
    .select('account_id')
    .where('model', '=', 'Session')
    .where('id', '=', sessionId)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst();
  return row?.account_id ?? undefined;
}

/**
 * Ends one of a person's sessions: the session, its grants and every token issued under
 * them, in one transaction. The API refuses those tokens from the next call on
 * (core/caller.ts asks whether the token is still stored). False when the person has no
 * such session.
 */
export async function endSessionOf(
  db: Kysely<Database>,
  accountId: string,
  uid: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('oidc_payload')
      .select(['id', 'payload'])
      .where('model', '=', 'Session')
      .where('account_id', '=', accountId)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!row) {
      return false;
    }
    const session = StoredSessionSchema.parse(JSON.parse(row.payload));
    const grantIds = Object.values(session.authorizations ?? {})
      .map((a) => a.grantId)
      .filter((id): id is string => typeof id === 'string');
    if (grantIds.length > 0) {
      // The tokens and codes of the grants, and the grants themselves.
      await trx.deleteFrom('oidc_payload').where('grant_id', 'in', grantIds).execute();
      await trx
        .deleteFrom('oidc_payload')
        .where('model', '=', 'Grant')
        .where('id', 'in', grantIds)
        .execute();
    }
    await trx
      .deleteFrom('oidc_payload')
      .where('model', '=', 'Session')
      .where('id', '=', row.id)
      .execute();
    return true;
  });
}
