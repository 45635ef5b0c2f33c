import { mkdirSync, openSync, readSync, closeSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { defaultDataDir } from '../config';
import { backupPostgres, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite } from './sqlite-backup';

/**
 * `pnpm backup [--till <fil>]` and `pnpm restore <fil> [--ersatt]` (README "Säkerhetskopior").
 * The database is the server's own: PostgreSQL when DATABASE_URL is set, else the embedded
 * SQLite in FULLMAKT_DATA_DIR. A restore into PostgreSQL goes to DATABASE_URL, which must be
 * an empty database; into SQLite with the server stopped. A refusal is one line, exit code 1.
 */
const usage = 'användning: backup [--till <fil>] | restore <fil> [--ersatt]';

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .startsWith('postgres', 'DATABASE_URL ska vara en postgres://-adress')
    .optional(),
  FULLMAKT_DATA_DIR: z.string().default(defaultDataDir),
});

/** pnpm runs scripts in the package's folder; a relative path means the caller's folder. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** What kind of backup a file is, by its first bytes. */
function kindOf(file: string): 'postgres' | 'sqlite' | undefined {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  const text = head.toString('latin1');
  if (text.startsWith('PGDMP')) {
    return 'postgres';
  }
  return text.startsWith('SQLite format 3') ? 'sqlite' : undefined;
}

async function main(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { till: { type: 'string' }, ersatt: { type: 'boolean' } },
  });
  const env = envSchema.parse(process.env);
  const sqliteFile = path.join(env.FULLMAKT_DATA_DIR, 'fullmakt.sqlite');
  const [command, file] = positionals;
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = fromCaller(
      values.till ??
        path.join('backups', `fullmakt-${stamp}.${env.DATABASE_URL ? 'dump' : 'sqlite'}`),
    );
    mkdirSync(path.dirname(target), { recursive: true });
    const started = Date.now();
    if (env.DATABASE_URL) {
      await backupPostgres(env.DATABASE_URL, target);
    } else {
      await backupSqlite(sqliteFile, target);
    }
    return `Säkerhetskopian är skriven: ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
  }
  if (command === 'restore' && file) {
    const source = fromCaller(file);
    const kind = kindOf(source);
    const started = Date.now();
    if (kind === 'postgres') {
      if (!env.DATABASE_URL) {
        throw new Error('En PostgreSQL-kopia återställs till DATABASE_URL, som inte är satt.');
      }
      await restorePostgres(source, env.DATABASE_URL);
    } else if (kind === 'sqlite') {
      await restoreSqlite(source, sqliteFile, { replace: values.ersatt ?? false });
    } else {
      throw new Error(`${source} är varken en pg_dump-kopia eller en SQLite-databas.`);
    }
    return `Återställd från ${source} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
  }
  throw new Error(usage);
}

main(process.argv.slice(2)).then(
  (message) => console.info(message),
  (error: unknown) => {
    const message =
      error instanceof z.ZodError
        ? error.issues.map((issue) => issue.message).join('; ')
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(message);
    process.exitCode = 1;
  },
);
