import type { Kysely } from 'kysely';

/**
 * Storage of the OpenID Connect provider (sessions, interactions, codes, tokens), so
 * several server processes behind a load balancer share one login state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_payload')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('oidc_payload_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payload_grant').on('oidc_payload').column('grant_id').execute();
  await db.schema.createIndex('oidc_payload_uid').on('oidc_payload').column('uid').execute();
  await db.schema
    .createIndex('oidc_payload_expires')
    .on('oidc_payload')
    .column('expires_at')
    .execute();
}
