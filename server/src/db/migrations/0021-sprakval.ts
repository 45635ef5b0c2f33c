import type { Kysely } from 'kysely';

/**
 * A person's language (issue 33 item 4): what they chose with the switch while signed in,
 * or had chosen when they signed in. The notices written to them follow it; a person
 * without a row gets Swedish (SPEC's default). A table of its own, not a column of
 * `person`: that table mirrors the population register, and this is the service's own.
 *
 * Each notice keeps the language it was written in (`utskick.sprak`): its subject and text
 * are fixed when it is queued, and the line the worker adds before the link when it is sent
 * must be in the same language, whatever the person chooses in between.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('person_sprak')
    .addColumn('person_id', 'text', (c) => c.primaryKey())
    .addColumn('sprak', 'text', (c) => c.notNull())
    .addColumn('andrad_tidpunkt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('utskick')
    .addColumn('sprak', 'text', (c) => c.notNull().defaultTo('sv'))
    .execute();
}
