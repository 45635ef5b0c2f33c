import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { viewStatement } from '../fullmakt/view-statement';
import { createPgSchema, dropPgSchema, openDatabase, type Db } from './database';
import { tredjemanId } from '../seed/third-parties';
import { prepareDatabase } from './prepare';
import { preparedOnPostgres } from './prepared-statements';

const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;
if (!pgUrl) {
  console.info('prepared-statements.test: hoppar över (FULLMAKT_TEST_DATABASE_URL saknas)');
}

describe.runIf(pgUrl)('statements prepared by name on PostgreSQL', () => {
  const url = pgUrl ?? '';
  const schema = `t_${randomUUID().replace(/-/g, '')}`;
  let db: Db;
  beforeAll(async () => {
    await createPgSchema(url, schema);
    db = openDatabase({ databaseUrl: url, pgSchema: schema });
    await prepareDatabase(db, new Date());
  });
  afterAll(async () => {
    await db.close();
    await dropPgSchema(url, schema);
  });

  /** The names and texts prepared on one connection, after running `run` on it. */
  async function preparedAfter(
    run: (execute: (q: CompiledQuery) => Promise<unknown>) => Promise<void>,
  ) {
    return db.kysely.connection().execute(async (connection) => {
      await run((q) => connection.executeQuery(q));
      const { rows } = await connection.executeQuery<{ name: string; statement: string }>(
        CompiledQuery.raw('select name, statement from pg_prepared_statements'),
      );
      return rows;
    });
  }

  it('prepares a marked statement once per connection, and nothing else', async () => {
    const view = viewStatement(db.kysely, 'finns-inte');
    const prepared = await preparedAfter(async (execute) => {
      await execute(view);
      await execute(viewStatement(db.kysely, 'inte-heller'));
      await execute(CompiledQuery.raw('select 1 as ett', []));
    });
    expect(prepared).toEqual([
      { name: expect.stringMatching(/^fm_[0-9a-f]{24}$/), statement: view.sql },
    ]);
  });

  it('answers the same rows prepared as unprepared, also after a column is added', async () => {
    const text = 'select id, namn from tredjeman where id = $1';
    const unprepared = await db.kysely.executeQuery(
      CompiledQuery.raw(text, [tredjemanId.fordonsverket]),
    );
    expect(unprepared.rows).toEqual([{ id: tredjemanId.fordonsverket, namn: expect.any(String) }]);
    const marked = preparedOnPostgres(CompiledQuery.raw(`${text} `, [tredjemanId.fordonsverket]));
    const prepared = await preparedAfter(async (execute) => {
      expect(await execute(marked)).toEqual(unprepared);
      // A rolling deploy's migration adds a column while this connection holds the plan.
      await execute(sql`alter table tredjeman add column tillagd text`.compile(db.kysely));
      expect(await execute(marked)).toEqual(unprepared);
    });
    expect(prepared.map((p) => p.statement)).toContain(marked.sql);
  });
});
