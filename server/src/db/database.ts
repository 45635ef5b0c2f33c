import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { generationListCounts, SnapshotListCounts, type ListCounts } from './list-counts';
import { prepareMarkedStatements } from './prepared-statements';
import { fallbackPages, startCheckpointer } from './sqlite-checkpointer';
import { WriteGeneration, WriteGenerationCache } from './write-generation';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  /** A file path, or ':memory:'. */
  sqliteFile?: string | undefined;
  /** PostgreSQL schema to use (tests give each app its own). */
  pgSchema?: string | undefined;
  /**
   * Told when the pool loses an idle connection (the database restarted, a failover, the
   * network). Without a listener node-postgres' pool error would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
  /**
   * List counts kept between writes: on SQLite (one process) until this process writes; on
   * PostgreSQL while the database notes no other transaction on the party (list-counts.ts).
   */
  listCounts: ListCounts;
  /**
   * Where the DPoP proofs of API calls are remembered (core/dpop.ts). On PostgreSQL a pool
   * of its own whose commits do not wait for the WAL flush (`synchronous_commit=off`):
   * every API call writes one, and waiting for the disk on each was most of DPoP's cost.
   * A crash of PostgreSQL can forget the last ~600 ms of proofs (three times
   * `wal_writer_delay`); a forgotten proof could be replayed only within its iat window
   * (60 s), by someone who already holds the token and that very proof, and is refused
   * anywhere once written again. Nothing else is written through it. On SQLite the one
   * connection; there the one process checks proofs in memory and writes them together a
   * moment later (core/process-proofs.ts).
   */
  proofs: Kysely<Database>;
  /** The PostgreSQL pool's use, for the metrics (none on SQLite: one connection, no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
}

const int8Oid = 20;

/** Connections one process's pool may open. */
const poolMax = 10;
/**
 * Connections of the proof pool: core/proof-batches.ts keeps at most two inserts in flight
 * and puts every proof that arrives meanwhile into the next one.
 */
const proofPoolMax = 2;

/** A connection that cannot be had within this is an outage: the caller gets a 503 at once. */
const connectTimeoutMs = 2_000;
/** No statement of the product runs longer; one that does is stuck, not slow. */
const statementTimeoutMs = 15_000;

function newPool(
  url: string,
  max: number,
  serverOptions: string[],
  onConnectionError: (error: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    // Counts and bigint columns (ms timestamps) fit in a JS number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === int8Oid
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    options: serverOptions.join(' '),
  });
  // An idle client whose connection the server ended (57P01 on a restart) emits 'error' on
  // the pool; unheard, Node would end the process. The pool drops that client and connects
  // anew on the next query, so the same process answers again once the database is back.
  pool.on('error', onConnectionError);
  // A client checked out when its connection ends (or ending while it connects) emits
  // 'error' on itself, where the pool does not listen: heard here too, so it cannot end
  // the process. Its query fails and the pool gives the next caller a new client.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    prepareMarkedStatements(client);
  });
  return pool;
}

function openPostgres(
  url: string,
  schema: string | undefined,
  onConnectionError: (error: Error) => void = (error) => {
    console.warn('Databasanslutningen bröts', (error as { code?: string }).code ?? error.name);
  },
): Db {
  const serverOptions = [
    `-c statement_timeout=${statementTimeoutMs}`,
    ...(schema ? [`-c search_path=${schema}`] : []),
  ];
  const pool = newPool(url, poolMax, serverOptions, onConnectionError);
  const proofPool = newPool(
    url,
    proofPoolMax,
    [...serverOptions, '-c synchronous_commit=off'],
    onConnectionError,
  );
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const proofs = new Kysely<Database>({ dialect: new PostgresDialect({ pool: proofPool }) });
  return {
    kysely,
    dialect: 'postgres',
    close: async () => {
      await proofs.destroy();
      await kysely.destroy();
    },
    proofs,
    listCounts: new SnapshotListCounts(kysely),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolMax,
    }),
  };
}

/**
 * Kysely prepares every query anew; on SQLite preparing costs about as much as running a
 * listing query. The same SQL text gets the same prepared statement (queries run one at a
 * time on this connection, so a statement is never in use twice).
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (sqlText: string) => {
      let statement = statements.get(sqlText);
      if (!statement) {
        if (statements.size >= 1000) {
          statements.clear();
        }
        statement = database.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
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
  // Another writer holding the file past this is an outage (503), not a wait: the driver is
  // synchronous, so the wait holds up the whole process, bounded like PostgreSQL's 2 s.
  database.pragma('busy_timeout = 2000');
  // Keep the hot part of the file in memory: 64 MB page cache, memory-mapped reads.
  database.pragma('cache_size = -65536');
  database.pragma('mmap_size = 268435456');
  database.pragma('temp_store = MEMORY');
  // Checkpoints (and the disk sync they make) on a thread of their own (sqlite-checkpointer).
  const checkpointer = file === ':memory:' ? undefined : startCheckpointer(file);
  if (checkpointer) {
    database.pragma(`wal_autocheckpoint = ${fallbackPages}`);
  }
  const writes = new WriteGeneration();
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
    plugins: [writes],
  });
  return {
    kysely,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer?.close();
      await kysely.destroy();
    },
    proofs: kysely,
    listCounts: generationListCounts(new WriteGenerationCache(writes)),
  };
}

export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.pgSchema, options.onConnectionError);
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
