import { sql, type DatabaseIntrospector, type Kysely, type TableMetadata } from 'kysely';

/**
 * The database as Kysely's migrator should see it on PostgreSQL: everything as it is, except
 * that looking at schemas and tables sees only our own schema.
 *
 * Why: before it takes its lock, the migrator asks for the tables of every schema in the
 * database, and Kysely's PostgreSQL introspector reads them with catalog functions that fail
 * when another schema's table or column is dropped during the read ("column ... of relation
 * ... does not exist", "relation ... does not exist", "schema ... does not exist"; each seen
 * in CI, where every test file has a schema of its own). Nothing of ours was involved, and
 * the migrator only needs to know whether its two tables and its schema exist.
 */
export function withOwnSchemaIntrospection<T>(db: Kysely<T>, schema: string): Kysely<T> {
  const introspection = ownSchemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') {
        return introspection;
      }
      // Kysely keeps its state in private fields: its methods must run on the real object.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Tables and views of one schema, from the plain catalog tables (no catalog functions, which
 * look objects up again and fail on ones dropped meanwhile). Columns are not listed: the
 * migrator reads only names and schemas.
 */
function ownSchemaIntrospector<T>(db: Kysely<T>, schema: string): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'm')`.execute(db);
    return rows.map((row) => ({
      name: row.name,
      schema,
      isView: row.kind === 'v' || row.kind === 'm',
      columns: [],
    }));
  };
  return {
    getSchemas: async () => {
      const { rows } = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows;
    },
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}
