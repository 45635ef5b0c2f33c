import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { viewStatement } from '../fullmakt/view-statement';
import { createPgSchema, dropPgSchema, openDatabase, type Db } from './database';
import { tredjemanId } from '../seed/third-parties';
import { prepareDatabase } from './prepare';
import type pg from 'pg';
import { prepareMarkedStatements, preparedOnPostgres } from './prepared-statements';

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

describe('how a connection is asked (any database)', () => {
  /** A pool client whose own `query` records its arguments and answers through the callback. */
  function recordingClient(answer: (text: unknown) => Error | { rows: unknown[] }) {
    const calls: unknown[][] = [];
    const client = {
      query: (...args: unknown[]) => {
        calls.push(args);
        const callback = args.find((a) => typeof a === 'function') as
          ((error: Error | null, result?: unknown) => void) | undefined;
        const result = answer(args[0]);
        if (callback) {
          setImmediate(() => {
            if (result instanceof Error) {
              callback(result);
            } else {
              callback(null, result);
            }
          });
          return undefined;
        }
        // node-postgres's promise form: what the server must not use (see the module).
        return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
      },
    };
    prepareMarkedStatements(client as unknown as pg.PoolClient);
    return { calls, query: client.query as (...args: unknown[]) => unknown };
  }

  it("runs Kysely's promised queries through node-postgres's callback form", async () => {
    const marked = preparedOnPostgres(CompiledQuery.raw('select 7 as sju where $1 = $1', [1]));
    const { calls, query } = recordingClient(() => ({ rows: [{ sju: 7 }] }));
    await expect(query('select 1 as ett', [])).resolves.toEqual({ rows: [{ sju: 7 }] });
    await expect(query(marked.sql, [1])).resolves.toEqual({ rows: [{ sju: 7 }] });
    expect(calls).toEqual([
      ['select 1 as ett', [], expect.any(Function)],
      [
        { name: expect.stringMatching(/^fm_[0-9a-f]{24}$/), text: marked.sql, values: [1] },
        expect.any(Function),
      ],
    ]);
  });

  it('rejects with the error the callback gets', async () => {
    const failure = new Error('relation "saknas" does not exist');
    const { query } = recordingClient(() => failure);
    await expect(query('select * from saknas', [])).rejects.toBe(failure);
  });

  it('leaves calls with their own callback, and submittables such as cursors, as they are', () => {
    const { calls, query } = recordingClient(() => ({ rows: [] }));
    const callback = () => undefined;
    const cursor = { submit: () => undefined };
    query('select 1', [], callback);
    query('select 2', callback);
    query(cursor);
    expect(calls).toEqual([
      ['select 1', [], callback],
      ['select 2', callback, undefined],
      [cursor, undefined, undefined],
    ]);
  });
});
