import type { Kysely } from 'kysely';

/** The registries: people, companies, engagements, signing rules, third parties, templates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('person')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('typ', 'text', (c) => c.notNull())
    .addColumn('fornamn', 'text', (c) => c.notNull())
    .addColumn('efternamn', 'text', (c) => c.notNull())
    .addColumn('fodelsedatum', 'text', (c) => c.notNull())
    .addColumn('sekretess', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('foretag')
    .addColumn('orgnr', 'text', (c) => c.primaryKey())
    .addColumn('namn', 'text', (c) => c.notNull())
    .addColumn('foretagsform', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('engagemang')
    .addColumn('person_id', 'text', (c) => c.notNull().references('person.id'))
    .addColumn('orgnr', 'text', (c) => c.notNull().references('foretag.orgnr'))
    .addColumn('kalla', 'text', (c) => c.notNull())
    .addColumn('roll', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('engagemang_pk', ['person_id', 'orgnr', 'kalla'])
    .execute();
  await db.schema.createIndex('engagemang_orgnr').on('engagemang').column('orgnr').execute();

  await db.schema
    .createTable('kalla_storning')
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('kalla', 'text', (c) => c.notNull())
    .addColumn('typ', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('kalla_storning_pk', ['person_id', 'kalla'])
    .execute();

  await db.schema
    .createTable('signeringsregel')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('orgnr', 'text', (c) => c.notNull().references('foretag.orgnr'))
    .addColumn('kalla', 'text', (c) => c.notNull())
    .addColumn('typ', 'text', (c) => c.notNull())
    .addColumn('namn', 'text', (c) => c.notNull())
    .addColumn('rubrik', 'text', (c) => c.notNull())
    .addColumn('min', 'integer', (c) => c.notNull())
    .addColumn('max', 'integer')
    .execute();
  await db.schema
    .createIndex('signeringsregel_orgnr')
    .on('signeringsregel')
    .column('orgnr')
    .execute();

  await db.schema
    .createTable('signeringsregel_person')
    .addColumn('regel_id', 'text', (c) => c.notNull().references('signeringsregel.id'))
    .addColumn('person_id', 'text', (c) => c.notNull().references('person.id'))
    .addColumn('obligatorisk', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('signeringsregel_person_pk', ['regel_id', 'person_id'])
    .execute();

  await db.schema
    .createTable('foretag_hinder')
    .addColumn('orgnr', 'text', (c) => c.notNull())
    .addColumn('kalla', 'text', (c) => c.notNull())
    .addColumn('kod', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('foretag_hinder_pk', ['orgnr', 'kalla'])
    .execute();

  await db.schema
    .createTable('tredjeman')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('namn', 'text', (c) => c.notNull())
    .addColumn('typ', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tredjeman_behorighet')
    .addColumn('tredjeman_id', 'text', (c) => c.notNull().references('tredjeman.id'))
    .addColumn('roll', 'text', (c) => c.notNull())
    .addColumn('atgard', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tredjeman_behorighet_pk', ['tredjeman_id', 'roll', 'atgard'])
    .execute();

  await db.schema
    .createTable('mall')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tredjeman_id', 'text', (c) => c.notNull().references('tredjeman.id'))
    .addColumn('rubrik', 'text', (c) => c.notNull())
    .addColumn('beskrivning', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fullmaktsgivarroll', 'text', (c) => c.notNull())
    .addColumn('transportfullmakt', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('mall_tredjeman').on('mall').column('tredjeman_id').execute();

  await db.schema
    .createTable('mall_behorighet')
    .addColumn('mall_id', 'text', (c) => c.notNull().references('mall.id'))
    .addColumn('kod', 'text', (c) => c.notNull())
    .addColumn('rubrik', 'text', (c) => c.notNull())
    .addColumn('beskrivning', 'text', (c) => c.notNull())
    .addColumn('obligatorisk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('index', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('mall_behorighet_pk', ['mall_id', 'kod'])
    .execute();

  await db.schema
    .createTable('seed')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
}
