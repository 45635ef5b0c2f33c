import type { Kysely } from 'kysely';

/** Powers of attorney, their holders, permissions, signatories and signing orders. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fullmakt')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('skapad_tidpunkt', 'text', (c) => c.notNull())
    .addColumn('andrad_tidpunkt', 'text', (c) => c.notNull())
    .addColumn('rubrik', 'text', (c) => c.notNull())
    .addColumn('skapare_id', 'text', (c) => c.notNull())
    .addColumn('tredjeman_id', 'text', (c) => c.notNull().references('tredjeman.id'))
    .addColumn('mall_id', 'text', (c) => c.notNull().references('mall.id'))
    .addColumn('fullmaktsgivare_id', 'text', (c) => c.notNull())
    .addColumn('fullmaktsgivare_typ', 'text', (c) => c.notNull())
    .addColumn('fullmaktsgivare_fornamn', 'text')
    .addColumn('fullmaktsgivare_namn', 'text', (c) => c.notNull())
    .addColumn('fullmaktsgivarroll', 'text', (c) => c.notNull())
    .addColumn('giltig_from', 'text')
    .addColumn('giltig_tom', 'text')
    .addColumn('transportfullmakt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ursprung_fullmakt_id', 'text', (c) => c.references('fullmakt.id'))
    .addColumn('led', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signeringsalternativ_id', 'text')
    .addColumn('senaste_underskrift', 'text')
    .addColumn('registrerad_tidpunkt', 'text')
    .addColumn('avslutad_tidpunkt', 'text')
    .addColumn('sok_text', 'text', (c) => c.notNull())
    .execute();
  // Listing by grantor with the time filters, newest first.
  await db.schema
    .createIndex('fullmakt_givare')
    .on('fullmakt')
    .columns(['fullmaktsgivare_id', 'status', 'skapad_tidpunkt'])
    .execute();
  await db.schema
    .createIndex('fullmakt_ursprung')
    .on('fullmakt')
    .column('ursprung_fullmakt_id')
    .execute();
  await db.schema.createIndex('fullmakt_tredjeman').on('fullmakt').column('tredjeman_id').execute();
  // The purge job looks for old unsubmitted drafts.
  await db.schema
    .createIndex('fullmakt_status_andrad')
    .on('fullmakt')
    .columns(['status', 'andrad_tidpunkt'])
    .execute();

  await db.schema
    .createTable('fullmakt_havare')
    .addColumn('fullmakt_id', 'text', (c) =>
      c.notNull().references('fullmakt.id').onDelete('cascade'),
    )
    .addColumn('havare_id', 'text', (c) => c.notNull())
    .addColumn('typ', 'text', (c) => c.notNull())
    .addColumn('fornamn', 'text')
    .addColumn('namn', 'text', (c) => c.notNull())
    .addColumn('index', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fullmakt_havare_pk', ['fullmakt_id', 'havare_id'])
    .execute();
  await db.schema
    .createIndex('fullmakt_havare_havare')
    .on('fullmakt_havare')
    .columns(['havare_id', 'fullmakt_id'])
    .execute();

  await db.schema
    .createTable('fullmakt_behorighet')
    .addColumn('fullmakt_id', 'text', (c) =>
      c.notNull().references('fullmakt.id').onDelete('cascade'),
    )
    .addColumn('kod', 'text', (c) => c.notNull())
    .addColumn('rubrik', 'text', (c) => c.notNull())
    .addColumn('beskrivning', 'text', (c) => c.notNull())
    .addColumn('index', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fullmakt_behorighet_pk', ['fullmakt_id', 'kod'])
    .execute();

  await db.schema
    .createTable('fullmakt_signatar')
    .addColumn('fullmakt_id', 'text', (c) =>
      c.notNull().references('fullmakt.id').onDelete('cascade'),
    )
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('fornamn', 'text', (c) => c.notNull())
    .addColumn('namn', 'text', (c) => c.notNull())
    .addColumn('obligatorisk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('underskriven_tidpunkt', 'text')
    .addPrimaryKeyConstraint('fullmakt_signatar_pk', ['fullmakt_id', 'person_id'])
    .execute();
  await db.schema
    .createIndex('fullmakt_signatar_person')
    .on('fullmakt_signatar')
    .column('person_id')
    .execute();

  await db.schema
    .createTable('underskrift')
    .addColumn('biljett', 'text', (c) => c.primaryKey())
    .addColumn('fullmakt_id', 'text', (c) =>
      c.notNull().references('fullmakt.id').onDelete('cascade'),
    )
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('skapad_tidpunkt', 'text', (c) => c.notNull())
    .addColumn('avslutad_tidpunkt', 'text')
    .addColumn('kvittensnummer', 'text')
    .execute();
}
