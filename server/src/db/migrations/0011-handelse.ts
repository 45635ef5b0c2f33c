import type { Kysely } from 'kysely';

/**
 * The event log of powers (SPEC §4 states, issue 14): one row per state change, written in
 * the transaction of the change. No reference to `fullmakt`: a removed draft keeps its
 * history, and the product never updates or deletes a row here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fullmakt_handelse')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fullmakt_id', 'text', (c) => c.notNull())
    .addColumn('typ', 'text', (c) => c.notNull())
    .addColumn('tidpunkt', 'text', (c) => c.notNull())
    // Order among events of the same instant (see handelse-store.ts).
    .addColumn('ordning', 'integer', (c) => c.notNull())
    // The acting party; null for the scheduler.
    .addColumn('aktor_id', 'text')
    // JSON array of the ids of the parties the event concerns.
    .addColumn('berorda', 'text', (c) => c.notNull())
    // Another power the event names: a cascade's origin, or the power shared onward.
    .addColumn('annan_fullmakt_id', 'text')
    .execute();
  await db.schema
    .createIndex('fullmakt_handelse_fullmakt')
    .on('fullmakt_handelse')
    .columns(['fullmakt_id', 'tidpunkt', 'ordning'])
    .execute();
  // No more indexes: each one is written on every change of a power. The expiry job's
  // "no UTGANGEN event yet" is answered per power from the index above.
}
