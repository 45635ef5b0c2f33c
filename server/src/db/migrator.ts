import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as registries from './migrations/0001-registries';
import * as fullmakter from './migrations/0002-fullmakter';
import * as oidc from './migrations/0003-oidc';
import * as raderade from './migrations/0004-raderade';
import * as listningsindex from './migrations/0005-listing-indexes';
import * as innehall from './migrations/0006-innehall';
import * as ursprung from './migrations/0007-ursprung-partial';
import * as sokIndex from './migrations/0008-sok-index';
import * as givareStatus from './migrations/0009-givare-status-index';
import * as idempotens from './migrations/0010-idempotens';
import * as handelse from './migrations/0011-handelse';
import * as utskick from './migrations/0012-utskick';
import * as schemalagdaJobb from './migrations/0013-schemalagda-jobb';
import * as valdaSignatarer from './migrations/0014-valda-signatarer';
import * as listaAndring from './migrations/0015-lista-andring';
import * as dpopBevis from './migrations/0016-dpop-bevis';
import * as oidcKonto from './migrations/0017-oidc-konto';
import * as begaran from './migrations/0018-begaran';
import * as fullmaktAtkomst from './migrations/0019-fullmakt-atkomst';
import * as fornyelse from './migrations/0020-fornyelse';
import * as sprakval from './migrations/0021-sprakval';
import { withOwnSchemaIntrospection } from './own-schema-introspection';

/**
 * Migrations are listed in code (not read from a folder) so they run the same under tsx,
 * vitest and any bundler. Names sort in the order they must run; never rename one.
 */
const migrations: Record<string, Migration> = {
  '0001-registries': registries,
  '0002-fullmakter': fullmakter,
  '0003-oidc': oidc,
  '0004-raderade': raderade,
  '0005-listing-indexes': listningsindex,
  '0006-innehall': innehall,
  '0007-ursprung-partial': ursprung,
  '0008-sok-index': sokIndex,
  '0009-givare-status-index': givareStatus,
  '0010-idempotens': idempotens,
  '0011-handelse': handelse,
  '0012-utskick': utskick,
  '0013-schemalagda-jobb': schemalagdaJobb,
  '0014-valda-signatarer': valdaSignatarer,
  '0015-lista-andring': listaAndring,
  '0016-dpop-bevis': dpopBevis,
  '0017-oidc-konto': oidcKonto,
  '0018-begaran': begaran,
  '0019-fullmakt-atkomst': fullmaktAtkomst,
  '0020-fornyelse': fornyelse,
  '0021-sprakval': sprakval,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** On PostgreSQL, the schema the connections work in (their search_path). */
export async function currentPgSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Brings the schema up to date; each migration runs in its own transaction. On PostgreSQL
 * the migrator works in the database's own schema and looks at no other: tests give each
 * app a schema in one PostgreSQL, and another database's tables would otherwise count as
 * ours, or fail the look when dropped meanwhile (see own-schema-introspection.ts).
 */
export async function migrateToLatest<T>(db: Kysely<T>, pgSchema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db: pgSchema === undefined ? db : withOwnSchemaIntrospection(db, pgSchema),
    provider,
    ...(pgSchema === undefined ? {} : { migrationTableSchema: pgSchema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
