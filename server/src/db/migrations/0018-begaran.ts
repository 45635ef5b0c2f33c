import type { Kysely } from 'kysely';

/**
 * Requests for a power (issue 32 items 1-2): a holder asks a grantor. `levereras` 0 marks a
 * request that reaches nobody (a grantor with protected identity, a minor, a number nobody
 * holds, or one who blocked the requester): it is kept only so that its requester sees the
 * same list as for any other, without its message or permissions, and no grantor's list, no
 * notice and no count but the requester's own ever reads it. Blocks: one row per grantor
 * and requester the grantor refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('begaran')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The party that asks (a person or an organisation) and the person who sent it.
    .addColumn('begarare_id', 'text', (c) => c.notNull())
    .addColumn('skapare_id', 'text', (c) => c.notNull())
    .addColumn('givare_id', 'text', (c) => c.notNull())
    .addColumn('levereras', 'integer', (c) => c.notNull())
    .addColumn('tredjeman_id', 'text', (c) => c.notNull())
    .addColumn('mall_id', 'text', (c) => c.notNull())
    // JSON list of permission codes.
    .addColumn('behorigheter', 'text', (c) => c.notNull())
    .addColumn('giltig_from', 'text', (c) => c.notNull())
    .addColumn('giltig_tom', 'text')
    .addColumn('meddelande', 'text', (c) => c.notNull())
    // SKICKAD, BESVARAD, AVBOJD, UTGANGEN.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('anledning', 'text')
    // The newest draft started from the request; the answer once it is delivered.
    .addColumn('fullmakt_id', 'text')
    .addColumn('skapad_tidpunkt', 'text', (c) => c.notNull())
    .addColumn('upphor_tidpunkt', 'text', (c) => c.notNull())
    .addColumn('andrad_tidpunkt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('begaran_givare')
    .on('begaran')
    .columns(['givare_id', 'status', 'levereras'])
    .execute();
  await db.schema
    .createIndex('begaran_begarare')
    .on('begaran')
    .columns(['begarare_id', 'givare_id', 'status'])
    .execute();
  await db.schema
    .createIndex('begaran_upphor')
    .on('begaran')
    .columns(['status', 'upphor_tidpunkt'])
    .execute();
  await db.schema.createIndex('begaran_fullmakt').on('begaran').column('fullmakt_id').execute();
  await db.schema
    .createTable('begaran_blockering')
    .addColumn('givare_id', 'text', (c) => c.notNull())
    .addColumn('begarare_id', 'text', (c) => c.notNull())
    .addColumn('tidpunkt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('begaran_blockering_pk', ['givare_id', 'begarare_id'])
    .execute();
}
