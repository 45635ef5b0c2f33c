import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  /** A file path, or ':memory:'. */
  sqliteFile?: string | undefined;
  /** PostgreSQL schema to use (tests give each app its own). */
  pgSchema?: string | undefined;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
}

const int8Oid = 20;

function openPostgres(url: string, schema: string | undefined): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Counts and bigint columns (ms timestamps) fit in a JS number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === int8Oid ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true });
  }
  const database = new SQLite(file);
  // WAL lets readers run while one writer commits; NORMAL sync is safe with WAL.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.pgSchema);
  }
  return openSqlite(options.sqliteFile ?? ':memory:');
}

/** Creates a PostgreSQL schema (for an isolated test database) and returns its name. */
export async function createPgSchema(url: string, name: string): Promise<void> {
  const admin = openPostgres(url, undefined);
  try {
    await sql`create schema if not exists ${sql.id(name)}`.execute(admin.kysely);
  } finally {
    await admin.close();
  }
}

export async function dropPgSchema(url: string, name: string): Promise<void> {
  const admin = openPostgres(url, undefined);
  try {
    await sql`drop schema if exists ${sql.id(name)} cascade`.execute(admin.kysely);
  } finally {
    await admin.close();
  }
}
