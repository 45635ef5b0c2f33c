import type { KyselyPlugin } from 'kysely';
import { openDatabase } from './database';
import { anotherSchemaVanished, migrateToLatest } from './migrator';

/** The error PostgreSQL gives when a schema goes away while it is being read (3F000). */
const vanished = (schema: string) =>
  Object.assign(new Error(`schema "${schema}" does not exist`), { code: '3F000' });

/** A plugin that fails the first `times` queries with `error`, as the database would. */
function failingFirst(times: number, error: Error): KyselyPlugin {
  let left = times;
  return {
    transformQuery: (args) => {
      if (left > 0) {
        left -= 1;
        throw error;
      }
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
}

describe('migrations while other schemas come and go', () => {
  it('tells another schema vanishing from a fault of our own', () => {
    expect(anotherSchemaVanished(vanished('t_other'), 't_ours')).toBe(true);
    expect(anotherSchemaVanished(vanished('t_other'), undefined)).toBe(true);
    expect(anotherSchemaVanished(vanished('t_ours'), 't_ours')).toBe(false);
    expect(anotherSchemaVanished(new Error('schema "t_other" does not exist'), 't_ours')).toBe(
      false,
    );
    expect(
      anotherSchemaVanished(Object.assign(new Error('boom'), { code: '3F000' }), 't_ours'),
    ).toBe(false);
    expect(anotherSchemaVanished('schema "x" does not exist', 't_ours')).toBe(false);
    // A table of the schema being dropped (seen in CI: 42P01 during the migrator's read).
    const tableGone = (name: string) =>
      Object.assign(new Error(`relation "${name}" does not exist`), { code: '42P01' });
    expect(anotherSchemaVanished(tableGone('t_other.signeringsregel_person'), 't_ours')).toBe(true);
    expect(anotherSchemaVanished(tableGone('t_ours.signeringsregel_person'), 't_ours')).toBe(false);
    expect(anotherSchemaVanished(tableGone('signeringsregel_person'), 't_ours')).toBe(false);
  });

  it('reads again when another schema vanished during its first look, and migrates', async () => {
    const db = openDatabase({ sqliteFile: ':memory:' });
    try {
      // SQLite has no schemas: the migrator is given none, as in production on SQLite.
      const ran = await migrateToLatest(db.kysely.withPlugin(failingFirst(2, vanished('t_other'))));
      expect(ran.length).toBeGreaterThan(10);
      expect(ran[0]).toBe('0001-registries');
    } finally {
      await db.close();
    }
  });

  it('stops when its own schema is missing', async () => {
    const db = openDatabase({ sqliteFile: ':memory:' });
    try {
      await expect(
        migrateToLatest(db.kysely.withPlugin(failingFirst(1, vanished('t_ours'))), 't_ours'),
      ).rejects.toThrow('schema "t_ours" does not exist');
    } finally {
      await db.close();
    }
  });
});
