import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Pages per step of SQLite's online backup: all of them in one step. In smaller steps a
 * write by the server between two steps restarts the copy from the beginning (the server is
 * another connection), which under steady writes may never end; one step reads one snapshot
 * and, in WAL mode, never blocks the server's writes.
 */
const allPages = 0x7fffffff;

/** A consistent copy of the embedded database while the server runs and writes. */
export async function backupSqlite(databaseFile: string, file: string): Promise<void> {
  if (!existsSync(databaseFile)) {
    throw new Error(`Databasfilen ${databaseFile} finns inte.`);
  }
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    // Longer than the server waits (2 s, db/database.ts): the copy may wait on its write.
    source.pragma('busy_timeout = 5000');
    await source.backup(file, { progress: () => allPages });
  } finally {
    source.close();
  }
  checkIntegrity(file);
}

function checkIntegrity(file: string): void {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') {
      throw new Error(`Säkerhetskopian ${file} är skadad: ${String(result)}`);
    }
  } finally {
    copy.close();
  }
}

/**
 * Puts a backup in place of the embedded database. The server must be stopped: it holds the
 * file open. An existing database is replaced only when asked (`replace`); its WAL and
 * shared-memory files go with it, or SQLite would replay the old WAL onto the restored file.
 */
export async function restoreSqlite(
  file: string,
  databaseFile: string,
  options: { replace?: boolean } = {},
): Promise<void> {
  checkIntegrity(file);
  if (existsSync(databaseFile) && !options.replace) {
    throw new Error(
      `${databaseFile} finns redan. Stoppa servern och ange --ersatt för att ersätta den.`,
    );
  }
  mkdirSync(path.dirname(databaseFile), { recursive: true });
  const incoming = `${databaseFile}.aterstalls`;
  rmSync(incoming, { force: true });
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(incoming, { progress: () => allPages });
  } finally {
    backup.close();
  }
  for (const suffix of ['-wal', '-shm']) {
    rmSync(`${databaseFile}${suffix}`, { force: true });
  }
  renameSync(incoming, databaseFile);
}
