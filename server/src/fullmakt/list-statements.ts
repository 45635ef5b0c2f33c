import type { FullmaktFilter } from '@fullmakt/shared/domain';
import {
  expressionBuilder,
  sql,
  type CompiledQuery,
  type Expression,
  type Kysely,
  type SqlBool,
} from 'kysely';
import { preparedOnPostgres } from '../db/prepared-statements';
import type { Database } from '../db/schema';
import { deliveredStatuses, selectShownWithNamn, type ShownRowWithNamn } from './fullmakt-dto';

const eb = expressionBuilder<Database, 'fullmakt'>();
const signed = eb('fullmakt.status', '=', 'UNDERSKRIVEN');

/**
 * A time filter as disjoint conditions that each are one range of the grantor's
 * (status, end date) index. A listing never shows drafts: every filter names the statuses
 * of powers that reached the third party (the only other stored statuses are drafts').
 */
function timeFilterParts(tid: FullmaktFilter['tid'], today: string): Expression<SqlBool>[] {
  const noEnd = eb('fullmakt.giltig_tom', 'is', null);
  const notEnded = eb('fullmakt.giltig_tom', '>=', today);
  if (tid === 'AKTUELL') {
    return [eb.and([signed, noEnd]), eb.and([signed, notEnded])];
  }
  if (tid === 'GILTIG') {
    const started = eb('fullmakt.giltig_from', '<=', today);
    return [eb.and([signed, noEnd, started]), eb.and([signed, notEnded, started])];
  }
  if (tid === 'HISTORISK') {
    return [
      eb('fullmakt.status', 'in', ['ATERKALLAD', 'ATERLAMNAD']),
      eb.and([signed, eb('fullmakt.giltig_tom', '<', today)]),
    ];
  }
  return [eb('fullmakt.status', 'in', deliveredStatuses)];
}

/** What decides a list statement's text: everything but the values. */
export interface ListShape {
  side: 'givare' | 'havare';
  tid: FullmaktFilter['tid'];
  text: boolean;
  /** Count with `pg_current_snapshot()` (PostgreSQL: db/list-counts.ts). */
  snapshot: boolean;
}

/** The values one list request runs its statements with. */
export interface ListValues {
  partyId: string;
  today: string;
  /** The LIKE pattern of the search text, when the shape has text. */
  pattern: string;
  limit: number;
  offset: number;
}

export interface ListStatements {
  /** The page's rows in the columns shown, with the third party's name (unordered). */
  page: CompiledQuery<ShownRowWithNamn>;
  /** One row: `n0`, `n1`… to be summed, and `snapshot` when the shape asks. */
  count: CompiledQuery<Record<string, unknown>>;
}

function build(db: Kysely<Database>, shape: ListShape, v: ListValues): ListStatements {
  const givare = shape.side === 'givare';
  // Grantor lists walk the grantor's time index; holder lists walk the holder's, joined to
  // the power by id. Both stop after one page.
  let query = givare
    ? db.selectFrom('fullmakt').where('fullmakt.fullmaktsgivare_id', '=', v.partyId)
    : db
        .selectFrom('fullmakt_havare')
        .innerJoin('fullmakt', 'fullmakt.id', 'fullmakt_havare.fullmakt_id')
        .where('fullmakt_havare.havare_id', '=', v.partyId);
  if (shape.text) {
    // An explicit ESCAPE makes backslash the escape on SQLite as it is on PostgreSQL.
    const column = sql.ref(givare ? 'fullmakt.sok_text' : 'fullmakt_havare.sok_text');
    query = query.where(sql<boolean>`${column} like ${v.pattern} escape '\\'`);
  }
  const parts = timeFilterParts(shape.tid, v.today);
  const snapshot = sql<string>`pg_current_snapshot()::text`.as('snapshot');
  const count = givare
    ? // Disjoint index ranges (status, end date) of the grantor, counted one by one in a
      // single statement: no power is read, and none is tested that cannot match.
      db.selectNoFrom([
        ...parts.map((part, i) =>
          query
            .where(part)
            .select((e) => e.fn.countAll<number>().as('n'))
            .as(`n${i}`),
        ),
        ...(shape.snapshot ? [snapshot] : []),
      ])
    : // A holder's powers are joined one by one anyway: one pass, conditions or-ed.
      query
        .where(eb.or(parts))
        .select((e) => e.fn.countAll<number>().as('n0'))
        .$if(shape.snapshot, (q) => q.select(snapshot));
  // The page is found by id alone (inside the index when there is no text), and only its
  // rows are read, in the columns shown: one statement, the page a subquery.
  const pageIds = query
    .where(eb.or(parts))
    .select('fullmakt.id')
    .orderBy(
      sql.ref(givare ? 'fullmakt.skapad_tidpunkt' : 'fullmakt_havare.skapad_tidpunkt'),
      'desc',
    )
    .orderBy(sql.ref(givare ? 'fullmakt.id' : 'fullmakt_havare.fullmakt_id'), 'desc')
    .limit(v.limit)
    .offset(v.offset);
  const page = selectShownWithNamn(db).where('fullmakt.id', 'in', pageIds);
  return {
    page: page.compile(),
    count: count.compile() as CompiledQuery<Record<string, unknown>>,
  };
}

/** Stand-ins for the values, told apart from any value a request can carry. */
const slots: ListValues = {
  partyId: '\u0000part',
  today: '\u0000idag',
  pattern: '\u0000text',
  limit: -1_000_000_001,
  offset: -1_000_000_002,
};
const slotOf = new Map<unknown, keyof ListValues>(
  (Object.keys(slots) as (keyof ListValues)[]).map((k) => [slots[k], k]),
);

function withValues<T>(query: CompiledQuery<T>, v: ListValues): CompiledQuery<T> {
  return {
    ...query,
    parameters: query.parameters.map((p) => {
      const slot = slotOf.get(p);
      return slot === undefined ? p : v[slot];
    }),
  };
}

/** Every value the shape uses travels as a parameter (so a stand-in can be swapped). */
function carriesAll(statements: ListStatements, shape: ListShape): boolean {
  const needed = new Set<unknown>([slots.partyId, slots.limit, slots.offset]);
  if (shape.text) {
    needed.add(slots.pattern);
  }
  if (shape.tid !== undefined) {
    needed.add(slots.today);
  }
  const inPage = new Set(statements.page.parameters);
  const inCount = new Set(statements.count.parameters);
  return [...needed].every(
    (s) => inPage.has(s) && (s === slots.limit || s === slots.offset || inCount.has(s)),
  );
}

const compiled = new WeakMap<Kysely<Database>, Map<string, ListStatements | null>>();

/**
 * A list's statements, compiled once per database and shape and run with each request's
 * values: building them in Kysely cost more per request than the database took to run
 * them. A shape whose values the builder did not pass as parameters (none today) is built
 * anew for every request instead, never sent with a stand-in.
 */
export function listStatements(
  db: Kysely<Database>,
  shape: ListShape,
  values: ListValues,
): ListStatements {
  let forDb = compiled.get(db);
  if (!forDb) {
    forDb = new Map();
    compiled.set(db, forDb);
  }
  const key = JSON.stringify([shape.side, shape.tid ?? null, shape.text, shape.snapshot]);
  let statements = forDb.get(key);
  if (statements === undefined) {
    const built = build(db, shape, slots);
    statements = carriesAll(built, shape) ? built : null;
    // A text search's plan depends on its pattern: planned for each, as before.
    if (statements && !shape.text) {
      preparedOnPostgres(statements.page);
      preparedOnPostgres(statements.count);
    }
    forDb.set(key, statements);
  }
  if (statements === null) {
    return build(db, shape, values);
  }
  return { page: withValues(statements.page, values), count: withValues(statements.count, values) };
}
