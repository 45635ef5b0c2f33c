import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { shownColumns, type ShownRowWithNamn } from './fullmakt-dto';

type PageRowsQuery = CompiledQuery<ShownRowWithNamn>;

/** Compiled page-row queries per database and page length. */
const compiled = new WeakMap<Kysely<Database>, Map<number, PageRowsQuery>>();

/** Placeholder values the compiled query must carry, in order, and nothing else. */
const placeholder = (i: number) => `\u0000id${i}`;

function build(db: Kysely<Database>, values: readonly string[]): PageRowsQuery {
  return db
    .selectFrom('fullmakt')
    .leftJoin('tredjeman', 'tredjeman.id', 'fullmakt.tredjeman_id')
    .select(shownColumns.map((c) => `fullmakt.${c}` as const))
    .select('tredjeman.namn as tredjeman_namn')
    .where('fullmakt.id', 'in', values)
    .compile();
}

/**
 * A list page's rows by id, with the third party's name joined in. The statement is built
 * once per page length and run with the page's ids as its parameters: building this wide
 * select in Kysely cost as much per request as SQLite took to run it. The compiled
 * parameters are checked to be exactly the ids' placeholders, so a query builder that
 * added parameters of its own would fall back to building every time, not send wrong ones.
 */
export async function pageRows(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ShownRowWithNamn[]> {
  if (ids.length === 0) {
    return [];
  }
  let forDb = compiled.get(db);
  if (!forDb) {
    forDb = new Map();
    compiled.set(db, forDb);
  }
  let query = forDb.get(ids.length);
  if (!query) {
    const built = build(
      db,
      ids.map((_id, i) => placeholder(i)),
    );
    const exact =
      built.parameters.length === ids.length &&
      built.parameters.every((p, i) => p === placeholder(i));
    if (!exact) {
      return (await db.executeQuery(build(db, ids))).rows;
    }
    query = built;
    forDb.set(ids.length, query);
  }
  const withIds: PageRowsQuery = { ...query, parameters: ids };
  return (await db.executeQuery(withIds)).rows;
}
