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
 * the migration tables are named in the database's own schema: Kysely otherwise looks for
 * them in every schema, and another database's tables in the same PostgreSQL (tests give
 * each app a schema) would count as ours.
 */
export async function migrateToLatest<T>(db: Kysely<T>, pgSchema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    ...(pgSchema === undefined ? {} : { migrationTableSchema: pgSchema }),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) {
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    }
    if (attempt >= maxAttempts || !anotherSchemaVanished(error, pgSchema)) {
      throw error instanceof Error ? error : new Error(String(error));
    }
  }
}

const maxAttempts = 5;

/**
 * Before it takes its lock, Kysely's migrator looks for its own tables by reading the
 * columns of every schema in the database. A schema dropped by someone else during that
 * read fails it with 3F000 naming that schema, or with 42P01 naming one of its tables (seen when test files, each with a schema of
 * its own, run in parallel). Nothing of ours was touched, and each migration runs in its
 * own transaction, so reading again is safe. A missing schema of our own is a real fault.
 */
export function anotherSchemaVanished(error: unknown, ourSchema: string | undefined): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') {
    return false;
  }
  // The schema gone (3F000), or one of its tables as the drop went through it (42P01).
  const named =
    code === '3F000'
      ? /^schema "(.+)" does not exist$/.exec(message)?.[1]
      : code === '42P01'
        ? /^relation "([^".]+)\.[^"]+" does not exist$/.exec(message)?.[1]
        : undefined;
  return named !== undefined && named !== ourSchema;
}
