import {
  tryTypaIdentitet,
  type FullmaktFilter,
  type FullmaktListaSvar,
} from '@fullmakt/shared/domain';
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Access } from '../core/access';
import { invalid } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import type { Counted } from '../db/list-counts';
import type { Database } from '../db/schema';
import { deliveredStatuses, toFullmakter } from './fullmakt-dto';
import { pageRows } from './page-rows';

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

/** Largest page a caller may ask for. */
const maxPageSize = 100;

/** Escapes LIKE wildcards so the user's text matches literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Lists powers given by, or held by, a party the caller acts for: time filter, text search
 * and paging. Only powers delivered to the third party are listed; drafts have their own call.
 */
export async function searchFullmakter(
  deps: AppDeps,
  access: Access,
  filter: FullmaktFilter,
): Promise<FullmaktListaSvar> {
  const given = filter.fullmaktsgivare?.id ?? filter.fullmaktshavare?.id;
  // Numbers are stored without separators or the 16 prefix, whatever the browser sends.
  const partyId = given === undefined ? undefined : (tryTypaIdentitet(given)?.id ?? given);
  if (!partyId || (filter.fullmaktsgivare && filter.fullmaktshavare)) {
    throw invalid('fullmakt.ogiltig');
  }
  await access.assertActsFor(partyId);
  const size = Math.min(filter.page.size, maxPageSize);
  const today = swedishDate(deps.now());
  const db = deps.db.kysely;

  // Grantor lists walk the grantor's time index; holder lists walk the holder's, joined to
  // the power by id. Both stop after one page.
  let query = filter.fullmaktsgivare
    ? db.selectFrom('fullmakt').where('fullmakt.fullmaktsgivare_id', '=', partyId)
    : db
        .selectFrom('fullmakt_havare')
        .innerJoin('fullmakt', 'fullmakt.id', 'fullmakt_havare.fullmakt_id')
        .where('fullmakt_havare.havare_id', '=', partyId);
  const text = filter.text?.trim();
  if (text) {
    // An explicit ESCAPE makes backslash the escape on SQLite as it is on PostgreSQL.
    const column = sql.ref(
      filter.fullmaktsgivare ? 'fullmakt.sok_text' : 'fullmakt_havare.sok_text',
    );
    query = query.where(sql<boolean>`${column} like ${likePattern(text)} escape '\\'`);
  }
  const parts = timeFilterParts(filter.tid, today);
  const either = eb.or(parts);

  // On PostgreSQL the count is read with its snapshot, in the same statement, so a kept
  // count can be checked against every process's writes later (db/list-counts.ts).
  const counts = deps.db.listCounts;
  const snapshot = sql<string>`pg_current_snapshot()::text`.as('snapshot');
  const countAll = async (): Promise<Counted> => {
    if (filter.fullmaktsgivare) {
      // Disjoint index ranges (status, end date) of the grantor, counted one by one in a
      // single statement: no power is read, and none is tested that cannot match.
      const subCounts = parts.map((part, i) =>
        query
          .where(part)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .as(`n${i}`),
      );
      const row = await (
        counts.needsSnapshot
          ? db.selectNoFrom([...subCounts, snapshot])
          : db.selectNoFrom(subCounts)
      ).executeTakeFirstOrThrow();
      const record = row as Record<string, unknown>;
      return {
        n: subCounts.reduce((sum, _c, i) => sum + Number(record[`n${i}`]), 0),
        snapshot: typeof record.snapshot === 'string' ? record.snapshot : undefined,
      };
    }
    // A holder's powers are joined one by one anyway: one pass, conditions or-ed.
    const counted = query.where(either).select((eb) => eb.fn.countAll<number>().as('n'));
    const row: { n: number; snapshot?: string } = await (
      counts.needsSnapshot ? counted.select(snapshot) : counted
    ).executeTakeFirstOrThrow();
    return { n: Number(row.n), snapshot: row.snapshot };
  };
  // A grantor with thousands of powers costs a third of a listing's time to count, and
  // paging through asks the same count again: kept until a write to the party's lists.
  const countKey = JSON.stringify([
    filter.fullmaktsgivare ? 'givare' : 'havare',
    partyId,
    filter.tid ?? null,
    text ?? '',
    today,
  ]);
  const [totalElements, pageIds] = await Promise.all([
    counts.get(partyId, countKey, countAll),
    // The page is found by id alone (inside the index when there is no text), and only its
    // rows are read, in the columns shown.
    query
      .where(either)
      .select('fullmakt.id')
      .orderBy(
        sql.ref(
          filter.fullmaktsgivare ? 'fullmakt.skapad_tidpunkt' : 'fullmakt_havare.skapad_tidpunkt',
        ),
        'desc',
      )
      .orderBy(
        sql.ref(filter.fullmaktsgivare ? 'fullmakt.id' : 'fullmakt_havare.fullmakt_id'),
        'desc',
      )
      .limit(size)
      .offset(filter.page.page * size)
      .execute(),
  ]);
  const ids = pageIds.map((r) => r.id);
  const unordered = await pageRows(db, ids);
  const rows = ids.flatMap((id) => unordered.filter((r) => r.id === id));
  return {
    fullmakter: await toFullmakter(db, rows, today),
    page: {
      number: filter.page.page,
      size,
      totalElements,
      totalPages: Math.ceil(totalElements / size),
    },
    problem: null,
  };
}
