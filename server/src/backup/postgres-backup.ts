import { spawn } from 'node:child_process';
import pg from 'pg';
import { ensurePgClient } from './pg-client';

/** Runs a PostgreSQL client program; fails with its own words when it fails. */
function runPgTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) {
        resolve();
      } else {
        reject(new Error(`${command} avslutades med kod ${code}: ${stderr.trim()}`));
      }
    });
  });
}

/**
 * One consistent snapshot of the whole database in pg_dump's custom format (compressed,
 * restorable table by table). pg_dump reads in one repeatable-read transaction: writes that
 * go on meanwhile are not in it and are not blocked by it.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  ensurePgClient();
  await runPgTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, databaseUrl]);
}

/** Tables already in the target's schema: a restore goes into an empty database only. */
async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) as count from information_schema.tables where table_schema = current_schema()`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup of backupPostgres into an empty database, all or nothing (one
 * transaction): a restore over live data would mix two states, so it is refused.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  ensurePgClient();
  const tables = await tablesIn(databaseUrl);
  if (tables > 0) {
    throw new Error(
      `Databasen är inte tom (${tables} tabeller). Återställ till en ny, tom databas och peka servern dit.`,
    );
  }
  await runPgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
