import { openDatabase } from './database';
import { SnapshotListCounts } from './list-counts';
import { WriteGeneration, WriteGenerationCache } from './write-generation';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';

interface T {
  fullmakt: { id: string };
  oidc_payload: { id: string };
  dpop_bevis: { id: string };
}

describe('the write generation', () => {
  const setUp = async () => {
    const writes = new WriteGeneration();
    const db = new Kysely<T>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
      plugins: [writes],
    });
    await db.schema.createTable('fullmakt').addColumn('id', 'text').execute();
    await db.schema.createTable('oidc_payload').addColumn('id', 'text').execute();
    await db.schema.createTable('dpop_bevis').addColumn('id', 'text').execute();
    return { writes, db };
  };

  it('moves on writes to power tables and raw SQL, not on reads or session storage', async () => {
    const { writes, db } = await setUp();
    const at = () => writes.value;
    let before = at();
    await db.selectFrom('fullmakt').selectAll().execute();
    await db.insertInto('oidc_payload').values({ id: 'x' }).execute();
    await db.deleteFrom('oidc_payload').execute();
    // Every API call remembers its DPoP proof: that must not drop the kept list counts.
    await db.insertInto('dpop_bevis').values({ id: 'x' }).execute();
    await db.deleteFrom('dpop_bevis').execute();
    expect(at()).toBe(before);
    for (const write of [
      () => db.insertInto('fullmakt').values({ id: 'a' }).execute(),
      () => db.updateTable('fullmakt').set({ id: 'b' }).execute(),
      () => db.deleteFrom('fullmakt').execute(),
    ]) {
      before = at();
      await write();
      // Before the statement and after it.
      expect(at()).toBe(before + 2);
    }
    await db.destroy();
  });

  it('drops a cached value at the first read after a write, and keeps none read during one', async () => {
    const { writes, db } = await setUp();
    const cache = new WriteGenerationCache<number>(writes);
    let computed = 0;
    const read = () =>
      cache.get('k', () => {
        computed++;
        return Promise.resolve(computed);
      });
    expect([await read(), await read()]).toEqual([1, 1]);
    await db.insertInto('fullmakt').values({ id: 'a' }).execute();
    expect(await read()).toBe(2);
    // A write landing while the value is computed: the value is answered but not kept.
    const during = await cache.get('d', async () => {
      await db.insertInto('fullmakt').values({ id: 'b' }).execute();
      return 99;
    });
    const after = await cache.get('d', () => Promise.resolve(7));
    expect([during, after]).toEqual([99, 7]);
    await db.destroy();
  });

  it('keeps counts in the process on SQLite, checks them in the database on PostgreSQL', async () => {
    const sqlite = openDatabase({ sqliteFile: ':memory:' });
    expect(sqlite.listCounts.needsSnapshot).toBe(false);
    const pg = openDatabase({ databaseUrl: 'postgres://127.0.0.1:1/none' });
    expect(pg.listCounts).toBeInstanceOf(SnapshotListCounts);
    await Promise.all([sqlite.close(), pg.close()]);
  });
});
