import type { Kysely } from 'kysely';

/**
 * Who looked (issue 31 item 6): one row per read of a power by its third party, written in
 * batches a moment after the read (historik/access-log.ts). Numbered 0019: 0018 is taken by
 * the requests of issue 32 on another branch. No reference to `fullmakt`, like the event
 * log: the product never updates or deletes a row here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fullmakt_atkomst')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fullmakt_id', 'text', (c) => c.notNull())
    .addColumn('tidpunkt', 'text', (c) => c.notNull())
    // The Swedish calendar day of `tidpunkt` (yyyy-mm-dd): the timeline groups a day's reads.
    .addColumn('dag', 'text', (c) => c.notNull())
    // The third party that read it (organisation number).
    .addColumn('tredjeman_id', 'text', (c) => c.notNull())
    // 'klient' (its system), 'person' (an official signed in) or 'kod' (checked by code).
    .addColumn('lasare_typ', 'text', (c) => c.notNull())
    // The client id or the official's personnummer; null for a check by code.
    .addColumn('lasare_id', 'text')
    // 'fullmakt' (read on its own) or 'lista' (in a list).
    .addColumn('vad', 'text', (c) => c.notNull())
    .execute();
  // The only read: a power's reads by day. No more indexes: each is written on every read.
  await db.schema
    .createIndex('fullmakt_atkomst_fullmakt')
    .on('fullmakt_atkomst')
    .columns(['fullmakt_id', 'dag'])
    .execute();
}
