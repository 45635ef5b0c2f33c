import {
  tryTypaIdentitet,
  type FullmaktFilter,
  type FullmaktListaSvar,
} from '@fullmakt/shared/domain';
import { sql } from 'kysely';
import type { Access } from '../core/access';
import { invalid } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { draftStatuses, toFullmakter } from './fullmakt-dto';

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
  // the power by id. Both stop after one page; the count reads only index columns.
  let query = filter.fullmaktsgivare
    ? db.selectFrom('fullmakt').where('fullmakt.fullmaktsgivare_id', '=', partyId)
    : db
        .selectFrom('fullmakt_havare')
        .innerJoin('fullmakt', 'fullmakt.id', 'fullmakt_havare.fullmakt_id')
        .where('fullmakt_havare.havare_id', '=', partyId);
  // "Not a draft" is the same set as "delivered", and probes the id index once per row.
  query = query.where('fullmakt.status', 'not in', draftStatuses);
  if (filter.tid === 'GILTIG') {
    query = query
      .where('fullmakt.status', '=', 'UNDERSKRIVEN')
      .where('fullmakt.giltig_from', '<=', today)
      .where((eb) =>
        eb.or([eb('fullmakt.giltig_tom', 'is', null), eb('fullmakt.giltig_tom', '>=', today)]),
      );
  } else if (filter.tid === 'AKTUELL') {
    query = query
      .where('fullmakt.status', '=', 'UNDERSKRIVEN')
      .where((eb) =>
        eb.or([eb('fullmakt.giltig_tom', 'is', null), eb('fullmakt.giltig_tom', '>=', today)]),
      );
  } else if (filter.tid === 'HISTORISK') {
    query = query.where((eb) =>
      eb.or([eb('fullmakt.status', '!=', 'UNDERSKRIVEN'), eb('fullmakt.giltig_tom', '<', today)]),
    );
  }
  const text = filter.text?.trim();
  if (text) {
    // An explicit ESCAPE makes backslash the escape on SQLite as it is on PostgreSQL.
    const column = sql.ref(
      filter.fullmaktsgivare ? 'fullmakt.sok_text' : 'fullmakt_havare.sok_text',
    );
    query = query.where(sql<boolean>`${column} like ${likePattern(text)} escape '\\'`);
  }

  // The page is found by id alone (inside the index when there is no text), and only its
  // twenty rows are read whole.
  const [countRow, pageIds] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
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
  const unordered =
    ids.length > 0
      ? await db.selectFrom('fullmakt').selectAll().where('id', 'in', ids).execute()
      : [];
  const rows = ids.flatMap((id) => unordered.filter((r) => r.id === id));
  const totalElements = Number(countRow.n);
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
