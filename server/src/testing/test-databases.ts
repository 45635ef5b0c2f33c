import { randomUUID } from 'node:crypto';
import { createPgSchema, dropPgSchema, openDatabase, type Db } from '../db/database';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  open: () => Promise<Db>;
}

const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;
let toldWhy = false;

/**
 * The databases every persistence test runs on: SQLite always, PostgreSQL when
 * FULLMAKT_TEST_DATABASE_URL is set. Each open() gives a fresh, empty database (a new
 * in-memory SQLite, or a new PostgreSQL schema dropped again on close).
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'sqlite', open: () => Promise.resolve(openDatabase({ sqliteFile: ':memory:' })) },
  ];
  if (pgUrl) {
    list.push({
      name: 'postgres',
      open: async () => {
        const schema = `t_${randomUUID().replace(/-/g, '')}`;
        await createPgSchema(pgUrl, schema);
        const db = openDatabase({ databaseUrl: pgUrl, pgSchema: schema });
        return {
          ...db,
          close: async () => {
            await db.close();
            await dropPgSchema(pgUrl, schema);
          },
        };
      },
    });
  } else if (!toldWhy) {
    toldWhy = true;
    console.info('PostgreSQL-varianten körs inte: FULLMAKT_TEST_DATABASE_URL är inte satt.');
  }
  return list;
}
