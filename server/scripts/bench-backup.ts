// `pnpm --filter ./server bench:backup`: how long a backup and a restore of 100 000 powers
// take, on PostgreSQL (FULLMAKT_TEST_DATABASE_URL, databases of its own) and on the embedded
// SQLite. Seeds with the API bench's seed, backs up and restores with the commands of
// `pnpm backup` / `pnpm restore`, and checks the restored row count.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { idag } from '@fullmakt/shared/domain';
import pg from 'pg';
import { backupPostgres, restorePostgres } from '../src/backup/postgres-backup';
import { backupSqlite, restoreSqlite } from '../src/backup/sqlite-backup';
import { openDatabase, type DatabaseOptions } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { seedPowers } from './bench-seed';

const POWERS = Number(process.env.BENCH_POWERS ?? 100_000);
const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;
const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-bench-backup-'));

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function powersIn(options: DatabaseOptions): Promise<number> {
  const db = openDatabase(options);
  try {
    const row = await db.kysely
      .selectFrom('fullmakt')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.close();
  }
}

async function seed(options: DatabaseOptions): Promise<void> {
  const db = openDatabase(options);
  try {
    await prepareDatabase(db, new Date());
    await seedPowers(db.kysely, POWERS, idag());
  } finally {
    await db.close();
  }
}

async function measure(
  name: string,
  source: DatabaseOptions,
  restored: DatabaseOptions,
  file: string,
  backup: () => Promise<void>,
  restore: () => Promise<void>,
): Promise<void> {
  console.info(`\n${name}: sår ${POWERS} fullmakter …`);
  await seed(source);
  const load = () => loadavg()[0]?.toFixed(1);
  let started = performance.now();
  await backup();
  const backupS = (performance.now() - started) / 1000;
  const loadAfterBackup = load();
  started = performance.now();
  await restore();
  const restoreS = (performance.now() - started) / 1000;
  const count = await powersIn(restored);
  console.info(
    `${name}: kopian ${backupS.toFixed(1)} s (lastmedel ${loadAfterBackup}), ${(statSync(file).size / 1e6).toFixed(1)} MB; ` +
      `återställningen ${restoreS.toFixed(1)} s (lastmedel ${load()}); ${count} fullmakter återställda`,
  );
  if (count !== (await powersIn(source))) {
    throw new Error('Den återställda databasen har inte lika många fullmakter som källan');
  }
}

try {
  if (pgUrl) {
    const suffix = randomUUID().replace(/-/g, '').slice(0, 12);
    const names = [`bench_kalla_${suffix}`, `bench_aterstalld_${suffix}`];
    const url = (name: string) => {
      const u = new URL(pgUrl);
      u.pathname = `/${name}`;
      return u.toString();
    };
    try {
      for (const name of names) {
        await admin(`create database ${name}`);
      }
      const [from, to] = names.map(url) as [string, string];
      const file = path.join(dir, 'fullmakt.dump');
      await measure(
        'PostgreSQL',
        { databaseUrl: from },
        { databaseUrl: to },
        file,
        () => backupPostgres(from, file),
        () => restorePostgres(file, to),
      );
    } finally {
      for (const name of names) {
        await admin(`drop database if exists ${name} with (force)`);
      }
    }
  } else {
    console.info('PostgreSQL mäts inte: FULLMAKT_TEST_DATABASE_URL är inte satt.');
  }
  const from = path.join(dir, 'kalla', 'fullmakt.sqlite');
  const to = path.join(dir, 'aterstalld', 'fullmakt.sqlite');
  const file = path.join(dir, 'kopia.sqlite');
  await measure(
    'SQLite',
    { sqliteFile: from },
    { sqliteFile: to },
    file,
    () => backupSqlite(from, file),
    () => restoreSqlite(file, to),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
