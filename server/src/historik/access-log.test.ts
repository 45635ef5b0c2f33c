import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { AccessLog, type AccessRead } from './access-log';

/** The batching of who looked: when the queue is written, and what a failed write keeps. */
describe('the access log', () => {
  let db: Db;
  let warnings: string[];
  beforeEach(() => {
    db = openDatabase({ sqliteFile: ':memory:' });
    warnings = [];
  });
  afterEach(async () => {
    await db.close();
  });

  const read = (n: number): AccessRead => ({
    fullmaktId: `f-${n}`,
    tredjemanId: '2120000126',
    lasare: { typ: 'klient', clientId: 'norrvik-bygglov' },
    vad: 'fullmakt',
    // 23.30 UTC on 3 March is 4 March in Sweden: the day kept is the Swedish one.
    at: new Date('2026-03-03T23:30:00Z'),
  });
  const log = (flushEveryMs: number, maxBatch: number) =>
    new AccessLog(db.kysely, { flushEveryMs, maxBatch }, (message) => warnings.push(message));
  const written = async () =>
    db.kysely.selectFrom('fullmakt_atkomst').select(['fullmakt_id', 'dag']).execute();

  it('writes a full batch at once, without waiting for its time', async () => {
    await migrateToLatest(db.kysely);
    const access = log(600_000, 3);
    for (let n = 0; n < 4; n += 1) {
      access.record(read(n));
    }
    await vi.waitFor(async () => expect(await written()).toHaveLength(3));
    // The fourth waits for the next batch.
    await sleep(50);
    expect(await written()).toHaveLength(3);
  });

  it('writes a batch not full when its time comes, under the Swedish day', async () => {
    await migrateToLatest(db.kysely);
    log(20, 500).record(read(1));
    await vi.waitFor(async () =>
      expect(await written()).toEqual([{ fullmakt_id: 'f-1', dag: '2026-03-04' }]),
    );
  });

  it('keeps the reads of a failed write and writes them with the next batch', async () => {
    // No table yet: the database does not take the batch.
    const access = log(60_000, 100);
    access.record(read(1));
    access.record(read(2));
    await access.flush();
    expect(warnings).toHaveLength(1);
    await migrateToLatest(db.kysely);
    access.record(read(3));
    await access.flush();
    expect((await written()).map((r) => r.fullmakt_id).sort()).toEqual(['f-1', 'f-2', 'f-3']);
  });
});
