import { createQueryId, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { currentPgSchema, migrateToLatest } from './migrator';
import { testDatabases } from '../testing/test-databases';

/** A plugin that keeps every query sent through it, to compile and read afterwards. */
function recorder(): { plugin: KyselyPlugin; nodes: RootOperationNode[] } {
  const nodes: RootOperationNode[] = [];
  return {
    nodes,
    plugin: {
      transformQuery: (args) => {
        nodes.push(args.node);
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    },
  };
}

const postgres = testDatabases().filter((d) => d.name === 'postgres');

describe.skipIf(postgres.length === 0)('migrations among other schemas in one PostgreSQL', () => {
  // Seen in CI: the migrator's first look read every schema's columns with catalog
  // functions, and failed ("column "fornamn" of relation "person" does not exist") when
  // another test file dropped its schema during the read.
  it('reads the catalog of its own schema only', async () => {
    const open = postgres[0]?.open;
    if (!open) {
      return;
    }
    const other = await open();
    const db = await open();
    try {
      // Another app's migrated schema beside ours: a table of the same name, and Kysely's own.
      await migrateToLatest(other.kysely, await currentPgSchema(other.kysely));
      const schema = await currentPgSchema(db.kysely);
      if (schema === undefined) {
        throw new Error('no schema');
      }
      const { plugin, nodes } = recorder();
      const ran = await migrateToLatest(db.kysely.withPlugin(plugin), schema);
      expect(ran[0]).toBe('0001-registries');
      expect(ran.length).toBeGreaterThan(15);
      const catalogReads = nodes
        .map((node) => db.kysely.getExecutor().compileQuery(node, createQueryId()))
        .filter((query) => /pg_catalog|information_schema|pg_namespace/.test(query.sql));
      expect(catalogReads.length).toBeGreaterThan(0);
      for (const query of catalogReads) {
        expect(query.sql).not.toMatch(/pg_get_serial_sequence|has_schema_privilege/);
        expect(query.parameters).toContain(schema);
      }
      // A second start finds its own tables and runs nothing.
      expect(await migrateToLatest(db.kysely, schema)).toEqual([]);
    } finally {
      await db.close();
      await other.close();
    }
  });
});
