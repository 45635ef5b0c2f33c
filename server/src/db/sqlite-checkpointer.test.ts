import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase, type Db } from './database';
import { prepareDatabase } from './prepare';
import { checkpointEveryMs, fallbackPages } from './sqlite-checkpointer';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Waits until `check` holds, or fails after `ms`. */
async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('väntade förgäves');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('WAL checkpoints of a SQLite file', () => {
  let dir: string;
  let file: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-kontrollpunkt-'));
    file = path.join(dir, 'fullmakt.sqlite');
    db = openDatabase({ sqliteFile: file });
    await prepareDatabase(db, new Date('2026-03-02T09:00:00Z'));
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves them to its own thread: the app connection checkpoints only far past that', async () => {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      db.kysely,
    );
    expect(rows).toEqual([{ wal_autocheckpoint: fallbackPages }]);
  });

  it('copies what the app wrote into the database file without the app checkpointing', async () => {
    // Let the thread take in what the migrations wrote first.
    await new Promise((resolve) => setTimeout(resolve, checkpointEveryMs * 3));
    const before = statSync(file).size;
    // About 1.4 MB of proofs, 2.8 MB with the jti index: under SQLite's default threshold
    // (1 000 pages, 4 MB) as well as the app connection's own (fallbackPages, 40 MB).
    const rows = Array.from({ length: 150 }, (_u, i) => ({
      jti: `${'x'.repeat(9_000)}-${i}`,
      utgar: Date.now(),
    }));
    for (let i = 0; i < rows.length; i += 50) {
      await db.kysely
        .insertInto('dpop_bevis')
        .values(rows.slice(i, i + 50))
        .execute();
    }
    await until(() => statSync(file).size >= before + 2_000_000, 5_000);
  });

  it('lets a script that opened and closed the file end on its own', async () => {
    // The thread is no reason to stay alive, but closing waits for it: a process whose
    // last act is closing the database must still get there (bench:api's top level did not).
    const script = [
      `import { openDatabase } from './src/db/database.ts';`,
      `const db = openDatabase({ sqliteFile: ${JSON.stringify(path.join(dir, 'skript.sqlite'))} });`,
      `await db.close();`,
      `console.log('stängd');`,
    ].join('\n');
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: serverDir, timeout: 20_000 },
    );
    expect(stdout.trim()).toBe('stängd');
    expect(stderr).not.toMatch(/unsettled/);
  });
});
