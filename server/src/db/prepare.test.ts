import { FullmaktSchema } from '@fullmakt/shared/domain';
import { toFullmakter } from '../fullmakt/fullmakt-dto';
import { hanna } from '../seed/sole-traders';
import { seedRegistries } from '../seed/seed-registries';
import { currentPgSchema, migrateToLatest } from './migrator';
import { prepareDatabase } from './prepare';
import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('database on $name', ({ open }) => {
  it('migrates and seeds once; a second start changes nothing', async () => {
    const db = await open();
    try {
      await prepareDatabase(db, new Date('2026-01-10T10:00:00Z'));
      const count = async () =>
        Number(
          (
            await db.kysely
              .selectFrom('person')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const first = await count();
      await prepareDatabase(db, new Date('2026-01-11T10:00:00Z'));
      expect(await count()).toBe(first);
      expect(first).toBeGreaterThan(10);
      const markers = await db.kysely.selectFrom('seed').select('name').orderBy('name').execute();
      expect(markers.map((m) => m.name)).toEqual([
        'kontakter-v1',
        'registries-v1',
        'registries-v2-enskilda-firmor',
      ]);
    } finally {
      await db.close();
    }
  });

  it('adds registry data seeded later to a database seeded before it', async () => {
    const db = await open();
    try {
      // Named as prepareDatabase names it: unnamed, Kysely would take another test's
      // migration table in another schema of the same PostgreSQL for ours.
      await migrateToLatest(
        db.kysely,
        db.dialect === 'postgres' ? await currentPgSchema(db.kysely) : undefined,
      );
      await seedRegistries(db.kysely, new Date('2026-01-10T10:00:00Z'));
      const hannas = () =>
        db.kysely.selectFrom('engagemang').select('orgnr').where('person_id', '=', hanna).execute();
      expect(await hannas()).toEqual([]);
      await prepareDatabase(db, new Date('2026-01-11T10:00:00Z'));
      expect((await hannas()).map((e) => e.orgnr).sort()).toEqual([
        '5202187315',
        '5569345670',
        '8406113483',
      ]);
    } finally {
      await db.close();
    }
  });

  it('loads the demo powers once, each whole and readable', async () => {
    const db = await open();
    try {
      await prepareDatabase(db, new Date('2026-03-02T10:00:00Z'), { demoPowers: true });
      await prepareDatabase(db, new Date('2026-03-03T10:00:00Z'), { demoPowers: true });
      const powers = await toFullmakter(
        db.kysely,
        await db.kysely.selectFrom('fullmakt').selectAll().orderBy('id').execute(),
        '2026-03-02',
      );
      expect(powers).toHaveLength(5);
      for (const f of powers) {
        expect(FullmaktSchema.safeParse(f).success).toBe(true);
        expect(f.fullmaktshavare).toHaveLength(1);
        expect(f.signatarer.length).toBeGreaterThan(0);
      }
      expect(powers.map((f) => f.status).sort()).toEqual([
        'ATERKALLAD',
        'UNDERSKRIVEN',
        'UNDERSKRIVEN',
        'UNDERSKRIVEN',
        'UTGANGEN',
      ]);
    } finally {
      await db.close();
    }
  });

  it('rolls a failed multi-step change back as a whole', async () => {
    const db = await open();
    try {
      await prepareDatabase(db, new Date('2026-01-10T10:00:00Z'));
      await expect(
        db.kysely.transaction().execute(async (trx) => {
          await trx
            .insertInto('foretag')
            .values({ orgnr: '5560000000', namn: 'Halvskrivet AB', foretagsform: 'Aktiebolag' })
            .execute();
          // Violates the primary key: the whole transaction must roll back.
          await trx
            .insertInto('foretag')
            .values({ orgnr: '5560000000', namn: 'Dubblett AB', foretagsform: 'Aktiebolag' })
            .execute();
        }),
      ).rejects.toThrow();
      const row = await db.kysely
        .selectFrom('foretag')
        .select('orgnr')
        .where('orgnr', '=', '5560000000')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    } finally {
      await db.close();
    }
  });
});
