import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { DPOP_MAX_AGE_S, firstUseOfProof, flushProofs } from './dpop';
import { ProcessProofs } from './process-proofs';

/**
 * The used DPoP proofs of the only process on a SQLite file: checked in memory, written
 * together a moment later, and read back by the next process on the file (a restart).
 */
describe('the used proofs of the one process on SQLite', () => {
  let dir: string;
  const opened: Db[] = [];
  const open = async () => {
    const db = openDatabase({ sqliteFile: path.join(dir, 'fullmakt.sqlite') });
    await migrateToLatest(db.kysely);
    opened.push(db);
    return db;
  };
  const kept = async (db: Db) =>
    (await db.kysely.selectFrom('dpop_bevis').select('jti').orderBy('jti').execute()).map(
      (r) => r.jti,
    );
  const utgar = () => (Math.floor(Date.now() / 1000) + 2 * DPOP_MAX_AGE_S) * 1000;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-proofs-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a jti the second time without waiting for the database', async () => {
    const db = await open();
    const proofs = new ProcessProofs(db.kysely);
    expect(await proofs.remember('a', utgar())).toBe(true);
    expect(await proofs.remember('a', utgar())).toBe(false);
    expect(await proofs.remember('b', utgar())).toBe(true);
    // Not written yet: the calls did not each wait for a write transaction.
    expect(await kept(db)).toEqual([]);
    await proofs.flush();
    expect(await kept(db)).toEqual(['a', 'b']);
  });

  it('writes the proofs of a moment together, without being asked', async () => {
    const db = await open();
    const proofs = new ProcessProofs(db.kysely);
    await Promise.all(['x', 'y', 'z'].map((jti) => proofs.remember(jti, utgar())));
    await vi.waitFor(async () => expect(await kept(db)).toEqual(['x', 'y', 'z']), {
      timeout: 2_000,
    });
  });

  it('still refuses, after a restart, a proof used before it', async () => {
    const before = await open();
    expect(await firstUseOfProof(before.proofs, { jti: 'fore', iat: nowS() }, true)).toBe(true);
    // The app's close writes what is held in memory (app.ts onClose).
    await flushProofs(before.proofs);
    await before.close();
    opened.splice(opened.indexOf(before), 1);

    const after = await open();
    expect(await firstUseOfProof(after.proofs, { jti: 'fore', iat: nowS() }, true)).toBe(false);
    expect(await firstUseOfProof(after.proofs, { jti: 'efter', iat: nowS() }, true)).toBe(true);
  });

  it('forgets nothing still in its window when it reads the table back', async () => {
    const db = await open();
    await db.kysely
      .insertInto('dpop_bevis')
      .values([
        { jti: 'gammal', utgar: Date.now() - 1_000 },
        { jti: 'farsk', utgar: utgar() },
      ])
      .execute();
    const proofs = new ProcessProofs(db.kysely);
    expect(await proofs.remember('farsk', utgar())).toBe(false);
    // Too old to be accepted anyway (the age check refuses it before this is asked).
    expect(await proofs.remember('gammal', utgar())).toBe(true);
  });
});

function nowS(): number {
  return Math.floor(Date.now() / 1000);
}
