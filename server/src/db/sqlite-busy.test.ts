import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { API_ROUTES } from '@fullmakt/shared/domain';
import { databasBortaMeddelande } from '../core/error-handler';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp, type TestApp } from '../testing/test-app';
import { openDatabase } from './database';

describe('SQLite held locked by another writer', () => {
  let dir: string;
  let t: TestApp;
  let other: SQLite.Database;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-last-'));
    const file = path.join(dir, 'fullmakt.sqlite');
    t = await startTestApp(openDatabase({ sqliteFile: file }));
    other = new SQLite(file);
  });
  afterAll(async () => {
    other?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const create = () =>
    t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: p.anna, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.fordonsverket },
        mall: { id: 'fordon-arenden' },
      },
    });
  const drafts = () => other.prepare('select count(*) as n from fullmakt').get() as { n: number };

  it('answers a write 503 in Swedish after the busy time-out, writes nothing, and writes once free', async () => {
    // Warm the token (a write of its own) before the file is locked.
    await t.tokenFor(p.anna);
    other.exec('begin immediate');
    const started = Date.now();
    const locked = await create();
    const waited = Date.now() - started;
    other.exec('rollback');

    expect(locked.statusCode).toBe(503);
    expect(locked.headers['retry-after']).toBe('5');
    expect(locked.json()).toEqual({ kod: 'okant.fel', meddelande: databasBortaMeddelande() });
    // The wait blocks the process (the driver is synchronous): bounded like PostgreSQL's.
    expect(waited).toBeLessThan(3_000);
    expect(drafts().n).toBe(0);

    expect((await create()).statusCode).toBe(200);
    expect(drafts().n).toBe(1);
  });
});
