// The restore drill (issue 30 item 4): a server takes grantor and holder journeys; a backup
// is taken while they go on; it is restored into a fresh database and a server started on
// it. Every power whose journey was acknowledged before the backup started is there with
// all its rows (counts and a checksum against the source), and the grantor journey passes
// on the restored server.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseOptions, type Db } from '../db/database';
import { checkCrashInvariants } from '../testing/crash-invariants';
import {
  emptyAcknowledged,
  journey,
  JourneyClient,
  type Acknowledged,
} from '../testing/crash-journeys';
import { summariseRows } from '../testing/row-checksum';
import {
  credentialsFor,
  freePort,
  startServerProcess,
  stopProcess,
  type ServerProcess,
} from '../testing/server-process';
import { backupPostgres, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite } from './sqlite-backup';

const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;
if (!pgUrl) {
  console.info(
    'Återställningsövningen på PostgreSQL körs inte: FULLMAKT_TEST_DATABASE_URL är inte satt.',
  );
}

/** One person signs a lot here: the rate limits would refuse the load. */
const env = {
  FULLMAKT_RATE_LIMIT_SIGNING: '100000',
  FULLMAKT_RATE_LIMIT_LOGIN: '100000',
  FULLMAKT_RATE_LIMIT_LOOKUP: '100000',
};
const workers = 3;
/** Journeys acknowledged before the backup starts (the rows the drill checks). */
const settledBefore = 6;

/** A database the drill backs up from and one it restores into, and how. */
interface Target {
  serverDatabase: { databaseUrl: string } | { dataDir: string };
  options: DatabaseOptions;
}
interface Variant {
  name: string;
  skip: boolean;
  prepare: () => Promise<{
    source: Target;
    restored: Target;
    file: string;
    cleanup: () => Promise<void>;
  }>;
  backup: (source: Target, file: string) => Promise<void>;
  restore: (file: string, restored: Target) => Promise<void>;
}

function pgDatabaseUrl(name: string): string {
  const url = new URL(pgUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const sqliteFileOf = (target: Target) =>
  'dataDir' in target.serverDatabase
    ? path.join(target.serverDatabase.dataDir, 'fullmakt.sqlite')
    : '';

const variants: Variant[] = [
  {
    name: 'PostgreSQL (pg_dump, eget format)',
    skip: !pgUrl,
    prepare: async () => {
      const suffix = randomUUID().replace(/-/g, '').slice(0, 12);
      const names = [`ovning_kalla_${suffix}`, `ovning_aterstalld_${suffix}`];
      for (const name of names) {
        await adminQuery(`create database ${name}`);
      }
      const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-ovning-'));
      const target = (name: string): Target => ({
        serverDatabase: { databaseUrl: pgDatabaseUrl(name) },
        options: { databaseUrl: pgDatabaseUrl(name) },
      });
      return {
        source: target(names[0] ?? ''),
        restored: target(names[1] ?? ''),
        file: path.join(dir, 'fullmakt.dump'),
        cleanup: async () => {
          for (const name of names) {
            await adminQuery(`drop database if exists ${name} with (force)`);
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    backup: (source, file) => backupPostgres(pgDatabaseUrlOf(source), file),
    restore: (file, restored) => restorePostgres(file, pgDatabaseUrlOf(restored)),
  },
  {
    name: 'inbäddad SQLite (online backup)',
    skip: false,
    prepare: () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-ovning-'));
      const target = (name: string): Target => {
        const dataDir = path.join(dir, name);
        return {
          serverDatabase: { dataDir },
          options: { sqliteFile: path.join(dataDir, 'fullmakt.sqlite') },
        };
      };
      return Promise.resolve({
        source: target('kalla'),
        restored: target('aterstalld'),
        file: path.join(dir, 'kopia.sqlite'),
        cleanup: () => {
          rmSync(dir, { recursive: true, force: true });
          return Promise.resolve();
        },
      });
    },
    backup: (source, file) => backupSqlite(sqliteFileOf(source), file),
    restore: (file, restored) => restoreSqlite(file, sqliteFileOf(restored)),
  },
];

function pgDatabaseUrlOf(target: Target): string {
  return 'databaseUrl' in target.serverDatabase ? target.serverDatabase.databaseUrl : '';
}

/** Every power a journey's acknowledged answers name. */
function powersOf(ack: Acknowledged): string[] {
  return [...ack.drafts, ...ack.shares.map((share) => share.id)];
}

async function countPowers(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('fullmakt')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function merge(acks: Acknowledged[]): Acknowledged {
  const all = emptyAcknowledged();
  for (const ack of acks) {
    for (const key of Object.keys(all) as (keyof Acknowledged)[]) {
      (all[key] as unknown[]).push(...ack[key]);
    }
  }
  return all;
}

describe.each(variants)('återställningsövning: $name', (variant) => {
  it.skipIf(variant.skip)(
    'restores every acknowledged row and the restored server takes a grantor journey',
    async () => {
      const { source, restored, file, cleanup } = await variant.prepare();
      let server: ServerProcess | undefined;
      const closers: (() => Promise<void>)[] = [];
      try {
        server = await startServerProcess(await freePort(), source.serverDatabase, env);
        const credentials = await credentialsFor(source.options);
        closers.push(() => credentials.close());
        const counts = { requests: 0, gaveUp: 0 };
        const client = new JourneyClient(server.url, credentials, counts);

        const finished: { ack: Acknowledged; began: number; at: number }[] = [];
        let stop = false;
        let n = 0;
        const load = Array.from({ length: workers }, async () => {
          while (!stop) {
            const ack = emptyAcknowledged();
            const began = Date.now();
            n += 1;
            await journey(client, ack, n);
            finished.push({ ack, began, at: Date.now() });
          }
        });
        while (finished.length < settledBefore) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const backupStarted = Date.now();
        const requestsBefore = counts.requests;
        await variant.backup(source, file);
        const backupSeconds = (Date.now() - backupStarted) / 1000;
        const requestsDuring = counts.requests - requestsBefore;
        // A fast copy can end before any journey saves anything new: the load goes on until
        // a journey begun after the copy ended has saved a draft, which the copy cannot hold.
        const backupEnded = Date.now();
        while (!finished.some((f) => f.began > backupEnded && f.ack.drafts.length > 0)) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        stop = true;
        await Promise.all(load);
        await stopProcess(server);
        server = undefined;

        const settled = merge(finished.filter((f) => f.at < backupStarted).map((f) => f.ack));
        const powers = powersOf(settled);
        const sourceDb = openDatabase(source.options);
        const before = await summariseRows(sourceDb.kysely, powers);
        const sourcePowers = await countPowers(sourceDb).finally(() => sourceDb.close());

        const restoreStarted = Date.now();
        await variant.restore(file, restored);
        const restoreSeconds = (Date.now() - restoreStarted) / 1000;
        const restoredDb = openDatabase(restored.options);
        const after = await summariseRows(restoredDb.kysely, powers);
        const restoredPowers = await countPowers(restoredDb);
        const findings = await checkCrashInvariants(restoredDb.kysely, settled).finally(() =>
          restoredDb.close(),
        );
        console.info(
          `Återställningsövning (${variant.name}): ${powers.length} fullmakter bekräftade före kopian, ` +
            `rader ${JSON.stringify(after.counts)}; kopian ${backupSeconds.toFixed(1)} s med ${requestsDuring} anrop under tiden, ` +
            `återställningen ${restoreSeconds.toFixed(1)} s; ${findings.lost.length} bekräftade skrivningar saknas`,
        );
        expect(findings.lost).toEqual([]);
        expect(after).toEqual(before);
        expect(settled.signed.length).toBeGreaterThan(0);
        for (const table of ['fullmakt', 'underskrift', 'fullmakt_handelse', 'utskick']) {
          expect(after.counts[table], table).toBeGreaterThan(0);
        }
        // The load went on past the start of the copy: the source has powers the copy has not.
        expect(restoredPowers).toBeLessThan(sourcePowers);

        server = await startServerProcess(await freePort(), restored.serverDatabase, env);
        const restoredCredentials = await credentialsFor(restored.options);
        closers.push(() => restoredCredentials.close());
        const journeyAck = emptyAcknowledged();
        const restoredClient = new JourneyClient(server.url, restoredCredentials, {
          requests: 0,
          gaveUp: 0,
        });
        // n = 2: Anna makes a draft, signs it to Lena, then revokes it.
        await journey(restoredClient, journeyAck, 2);
        expect(journeyAck.signed).toHaveLength(1);
        expect(journeyAck.revoked).toEqual(journeyAck.signed);
      } finally {
        await stopProcess(server);
        for (const close of closers) {
          await close();
        }
        await cleanup();
      }
    },
    180_000,
  );
});
