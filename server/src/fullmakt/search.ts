import {
  tryTypaIdentitet,
  type FullmaktFilter,
  type FullmaktListaSvar,
} from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { invalid } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import type { Counted } from '../db/list-counts';
import { toFullmakter, type ShownRowWithNamn } from './fullmakt-dto';
import { listStatements, type ListShape } from './list-statements';

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

  const text = filter.text?.trim();
  const counts = deps.db.listCounts;
  const shape: ListShape = {
    side: filter.fullmaktsgivare ? 'givare' : 'havare',
    tid: filter.tid,
    text: Boolean(text),
    snapshot: counts.needsSnapshot,
  };
  const offset = filter.page.page * size;
  const values = (limit: number) => ({
    partyId,
    today,
    pattern: text ? likePattern(text) : '',
    limit,
    offset,
  });
  const statements = listStatements(db, shape, values(size));
  // On PostgreSQL the count is read with its snapshot, in the same statement, so a kept
  // count can be checked against every process's writes later (db/list-counts.ts).
  const countAll = async (): Promise<Counted> => {
    const row = (await db.executeQuery(statements.count)).rows[0] ?? {};
    return {
      n: Object.entries(row).reduce(
        (sum, [k, n]) => (k.startsWith('n') ? sum + Number(n) : sum),
        0,
      ),
      snapshot: typeof row.snapshot === 'string' ? row.snapshot : undefined,
    };
  };
  // A grantor with thousands of powers costs a third of a listing's time to count, and
  // paging through asks the same count again: kept until a write to the party's lists.
  const countKey = JSON.stringify([shape.side, partyId, filter.tid ?? null, text ?? '', today]);
  /**
   * A text search reads its total first, kept or counted, and asks the page for no more
   * rows than the total leaves after the offset: a text that matches few or none of a
   * party's powers otherwise has the page walk every entry of the party to make sure no
   * other matches (50 000 entries for the bench's grantor at a million powers, for each of
   * three texts in four). None left: no page statement at all. The total is right by the
   * rules of db/list-counts.ts, so the page holds exactly those rows (a write landing between the two is seen by the next
   * request, as a total read beside the page always was); the walk for a common text
   * still stops after one page.
   */
  const searchPage = async (): Promise<[number, ShownRowWithNamn[]]> => {
    const total = await counts.get(partyId, countKey, countAll);
    const limit = Math.min(size, total - offset);
    if (limit <= 0) {
      return [total, []];
    }
    const page = limit === size ? statements.page : listStatements(db, shape, values(limit)).page;
    return [total, (await db.executeQuery(page)).rows];
  };
  const [totalElements, pageRows] = shape.text
    ? await searchPage()
    : await Promise.all([
        counts.get(partyId, countKey, countAll),
        db.executeQuery(statements.page).then((r) => r.rows),
      ]);
  // Newest first, as the page was chosen.
  const rows = pageRows.sort((a, b) =>
    a.skapad_tidpunkt === b.skapad_tidpunkt
      ? a.id < b.id
        ? 1
        : -1
      : a.skapad_tidpunkt < b.skapad_tidpunkt
        ? 1
        : -1,
  );
  return {
    fullmakter: await toFullmakter(db, rows, today, { medFornyelse: true }),
    page: {
      number: filter.page.page,
      size,
      totalElements,
      totalPages: Math.ceil(totalElements / size),
    },
    problem: null,
  };
}
