import type { Kysely } from 'kysely';

/**
 * The contact register (an e-mail address per party that has one) and the outbox of
 * notices (issue 14). A notice is queued in the transaction of its event and sent by the
 * worker (avisering/outbox-worker.ts); one row per event and recipient, so nobody is told
 * twice of one event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kontakt')
    .addColumn('part_id', 'text', (c) => c.primaryKey())
    .addColumn('epost', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('utskick')
    // Also the message's Message-ID, so a receiver can tell a message it already has.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('handelse_id', 'text', (c) => c.notNull())
    .addColumn('fullmakt_id', 'text', (c) => c.notNull())
    .addColumn('mottagare_id', 'text', (c) => c.notNull())
    .addColumn('typ', 'text', (c) => c.notNull())
    // Null when the register has no address: kept, so the grantor can be told.
    .addColumn('adress', 'text')
    // KO, SKICKAS (claimed by a worker), SKICKAD, SPARAD (kept for the developers' page),
    // MISSLYCKAD, SAKNAR_ADRESS.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amne', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('lank', 'text', (c) => c.notNull())
    .addColumn('skapad_tidpunkt', 'text', (c) => c.notNull())
    .addColumn('forsok', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nasta_forsok', 'text', (c) => c.notNull())
    .addColumn('paborjad_tidpunkt', 'text')
    .addColumn('skickad_tidpunkt', 'text')
    .addColumn('fel', 'text')
    .addUniqueConstraint('utskick_handelse_mottagare', ['handelse_id', 'mottagare_id'])
    .execute();
  // The worker's queue: due notices in order.
  await db.schema
    .createIndex('utskick_ko')
    .on('utskick')
    .columns(['status', 'nasta_forsok'])
    .execute();
  await db.schema
    .createIndex('utskick_fullmakt')
    .on('utskick')
    .columns(['fullmakt_id', 'status'])
    .execute();
}
