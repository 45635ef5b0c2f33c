import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema';

/**
 * Whether the provider still holds an access token: one primary-key read. Revocation,
 * logout, an ended session and a reused refresh token all delete the token's row (by its
 * id or its grant), so this answers for every process on the database at once.
 */
export async function accessTokenStillIssued(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('oidc_payload')
    .select('expires_at')
    .where('model', '=', 'AccessToken')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined && (row.expires_at === null || row.expires_at > Date.now());
}

/**
 * Keeps the provider's state (sessions, interactions, codes, tokens) in the database, so
 * any server process can finish a login another one started, and a reused code is seen
 * as consumed by all of them.
 */
export function databaseAdapter(db: Kysely<Database>): new (model: string) => Adapter {
  // The provider keeps real time for expiry, so its storage does too (not the app's clock).
  const now = () => new Date();
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        account_id: payload.accountId ?? null,
        expires_at: expiresIn ? now().getTime() + expiresIn * 1000 : null,
      };
      await db
        .insertInto('oidc_payload')
        .values({ model: this.model, id, consumed_at: null, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    private async findWhere(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payload')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expires_at !== null && row.expires_at <= now().getTime())) {
        return undefined;
      }
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at === null
        ? payload
        : { ...payload, consumed: Math.floor(row.consumed_at / 1000) };
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('id', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payload')
        .set({ consumed_at: now().getTime() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('oidc_payload')
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payload').where('grant_id', '=', grantId).execute();
    }
  };
}
