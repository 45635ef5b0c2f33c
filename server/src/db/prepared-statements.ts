import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

/** SQL text → the name it is prepared under on every PostgreSQL connection. */
const names = new Map<string, string>();

/**
 * Marks a statement the server compiles once and runs on every request (a list page, a
 * view, a count's check) to be prepared by name on PostgreSQL: Kysely sends every query
 * unnamed, so PostgreSQL parsed and planned each anew, and planning a list page took
 * longer than running it (0.16–0.20 ms against 0.08–0.11, `explain analyze`, 100 000
 * powers). Only statements that name their columns are marked: a migration that adds a
 * column cannot then change the rows a prepared statement answers. A mark costs nothing on
 * SQLite, whose connection keeps every statement prepared anyway (database.ts).
 */
export function preparedOnPostgres<T>(statement: CompiledQuery<T>): CompiledQuery<T> {
  if (!names.has(statement.sql)) {
    names.set(
      statement.sql,
      `fm_${createHash('sha256').update(statement.sql).digest('hex').slice(0, 24)}`,
    );
  }
  return statement;
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;
type Callback = (error: Error | null, result?: unknown) => void;

/**
 * Makes a pool's new connection send the marked statements by name (node-postgres then
 * prepares each once on that connection and only binds and runs it afterwards), and run
 * every query Kysely sends through node-postgres's callback form, promised here.
 *
 * Why the callback form: node-postgres's own promise form made almost every row of a
 * busy server outlive a young-generation collection. Under bench:api's list load on
 * PostgreSQL (250 calls a second per process), each scavenge carried 7–9 MB of rows and
 * answers into the old generation and took 10–56 ms, and the old generation grew by that
 * much a second until a full collection. The same statements run through the callback
 * form promote nothing and scavenge in under 1 ms (pool, Kysely and statements alike;
 * only the form of the call differed).
 */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const named: Query = (text, values, callback) => {
    const name = typeof text === 'string' ? names.get(text) : undefined;
    const config = name !== undefined && Array.isArray(values) ? { name, text, values } : text;
    const submittable =
      typeof config === 'object' &&
      config !== null &&
      typeof (config as { submit?: unknown }).submit === 'function';
    if (callback !== undefined || typeof values === 'function' || submittable) {
      return query(text, values, callback);
    }
    return new Promise((resolve, reject) => {
      const done: Callback = (error, result) => {
        if (error) {
          reject(error);
        } else {
          resolve(result);
        }
      };
      if (config === text) {
        query(text, values, done);
      } else {
        query(config, done);
      }
    });
  };
  client.query = named as typeof client.query;
}
