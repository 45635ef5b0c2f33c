import type { Kysely } from 'kysely';

/**
 * The answers of writes sent with an Idempotency-Key, per caller, so a retry of a write
 * whose answer was lost (a phone that lost its network after "Skriv under") gets the first
 * answer again instead of doing it twice. The row is written in the write's own
 * transaction (the write and its key commit together or not at all); the answer is added
 * when it has been built. Rows older than a day are removed by the hourly job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotensnyckel')
    .addColumn('anropare_id', 'text', (c) => c.notNull())
    .addColumn('nyckel', 'text', (c) => c.notNull())
    .addColumn('begaran_hash', 'text', (c) => c.notNull())
    .addColumn('skapad_tidpunkt', 'text', (c) => c.notNull())
    .addColumn('svar', 'text')
    .addPrimaryKeyConstraint('idempotensnyckel_pk', ['anropare_id', 'nyckel'])
    .execute();
  await db.schema
    .createIndex('idempotensnyckel_skapad')
    .on('idempotensnyckel')
    .column('skapad_tidpunkt')
    .execute();
}
