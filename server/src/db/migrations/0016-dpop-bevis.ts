import { sql, type Kysely } from 'kysely';

/**
 * Every API call remembers its DPoP proof's jti until the proof is too old to be accepted
 * anyway (core/dpop.ts). In the provider's own table (`oidc_payload`) that row carried its
 * model, payload and four other columns and three secondary indexes; here it is the jti and
 * its expiry only, so the insert each call makes touches a narrow primary key and one small
 * index (for the purge). On PostgreSQL it is written through a pool of its own
 * (db/database.ts: `synchronous_commit=off`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dpop_bevis')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('utgar', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dpop_bevis_utgar').on('dpop_bevis').column('utgar').execute();
  // The proofs remembered the old way live at most two minutes: none needs to move.
  await sql`delete from oidc_payload where model = 'ApiDPoPProof'`.execute(db);
}
