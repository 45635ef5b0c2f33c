import {
  arPersonTyp,
  type Fullmakt,
  type FullmaktStatus,
  type FullmaktsgivarRoll,
  type Identitetstyp,
} from '@fullmakt/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import { swedishDate } from '../core/clock';
import type { Database, FullmaktTable } from '../db/schema';
import { parseInnehall } from './innehall';
import { renewedBy } from './renewals';
import { signatarerFor } from './signatarer';

export type FullmaktRow = Selectable<FullmaktTable>;

/**
 * The columns a power is shown from. Lists read only these: the search text, the signing
 * choice and the bookkeeping times are most of a row's bytes and no part of the answer.
 */
export const shownColumns = [
  'id',
  'status',
  'skapad_tidpunkt',
  'rubrik',
  'skapare_id',
  'tredjeman_id',
  'mall_id',
  'fullmaktsgivare_id',
  'fullmaktsgivare_typ',
  'fullmaktsgivare_fornamn',
  'fullmaktsgivare_namn',
  'fullmaktsgivarroll',
  'giltig_from',
  'giltig_tom',
  'transportfullmakt',
  'ursprung_fullmakt_id',
  'led',
  'innehall',
] as const satisfies readonly (keyof FullmaktTable)[];
export type ShownRow = Pick<FullmaktRow, (typeof shownColumns)[number]>;

/** A signed power whose end date has passed reads as no longer valid. */
export function effectiveStatus(
  row: Pick<FullmaktRow, 'status' | 'giltig_tom'>,
  today: string,
): FullmaktStatus {
  // Stryker disable next-line ConditionalExpression: equivalent: null < a date string is false in JS; the null check is for the type.
  if (row.status === 'UNDERSKRIVEN' && row.giltig_tom !== null && row.giltig_tom < today) {
    return 'UTGANGEN';
  }
  return row.status as FullmaktStatus;
}

/** Statuses of a power that is not yet submitted: it can still be signed or deleted. */
export const draftStatuses: FullmaktStatus[] = [
  'PABORJAD',
  'VANTAR_PA_UNDERSKRIFT',
  'DELVIS_UNDERSKRIVEN',
];
/**
 * Whether an answer names a holder. A person holder is looked up by whatever number the
 * grantor side types, and a protected identity (sekretess) is stored without a name: were
 * the names of everyone else answered on a draft, saving one would tell a protected person
 * apart (issue 38). So a power not yet signed by all names none of its person holders; an
 * organisation keeps its public name. Once signed by all, the power names them as stored.
 */
function namesHolder(status: string, typ: Identitetstyp): boolean {
  return !draftStatuses.some((s) => s === status) || !arPersonTyp(typ);
}

/** Statuses of a power that reached the third party. */
export const deliveredStatuses: FullmaktStatus[] = ['UNDERSKRIVEN', 'ATERKALLAD', 'ATERLAMNAD'];

/** Statuses that make a shared-onward power count in metadata.utdelningar. */
const liveShareStatuses: FullmaktStatus[] = ['UNDERSKRIVEN'];
/** Statuses of an onward share started and not yet signed (metadata.paborjadeUtdelningar). */
const unsignedShareStatuses: FullmaktStatus[] = [
  'PABORJAD',
  'VANTAR_PA_UNDERSKRIFT',
  'DELVIS_UNDERSKRIVEN',
];

/** A row as shown, optionally with its third party's name already joined in. */
export type ShownRowWithNamn = ShownRow & { tredjeman_namn?: string | null };

/**
 * Powers in the columns shown with their third party's name, one round trip: what a list
 * page and a view read, each adding which powers (list-statements, view-statement).
 *
 * The name is a subquery, not a join, so the statement reads one table. Once SQLite has
 * statistics (`analyze`; its STAT4 samples), it plans a query of two tables with them and
 * marks the id parameter as one that may change the plan: every run with a new id then
 * compiled the statement again, and better-sqlite3 built its row maker again. The view's
 * statement took 51–67 µs a run that way, 10–14 µs as one table (100 000 powers, bench:api).
 */
export function selectShownWithNamn(db: Kysely<Database>) {
  return db
    .selectFrom('fullmakt')
    .select(shownColumns.map((c) => `fullmakt.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom('tredjeman')
        .select('tredjeman.namn')
        .whereRef('tredjeman.id', '=', 'fullmakt.tredjeman_id')
        .as('tredjeman_namn'),
    );
}

/**
 * Whole powers for a set of rows: holders, permissions and signatories come from the
 * row's read copy. Onward shares take one query for the page, and only for powers that
 * carry the right to share (no other power can have been shared onward: sharing requires
 * it, and a delivered power's content never changes). Third-party names take one query
 * unless the rows come with them.
 */
export async function toFullmakter(
  db: Kysely<Database>,
  rows: ShownRowWithNamn[],
  today: string,
  /**
   * Also name the power that renewed each (fornyadAv), for its grantor's and holders'
   * pages: one query, for the signed powers with a last day (no other can be renewed).
   */
  { medFornyelse = false }: { medFornyelse?: boolean } = {},
): Promise<Fullmakt[]> {
  if (rows.length === 0) {
    return [];
  }
  const sharable = rows.filter((r) => r.transportfullmakt === 1).map((r) => r.id);
  const namnSaknas = rows.filter((r) => r.tredjeman_namn === undefined);
  const fornybara = medFornyelse
    ? rows.filter((r) => r.status === 'UNDERSKRIVEN' && r.giltig_tom !== null).map((r) => r.id)
    : [];
  const [utdelningar, namnRader, fornyade] = await Promise.all([
    sharable.length === 0
      ? []
      : db
          .selectFrom('fullmakt')
          .select(['id', 'ursprung_fullmakt_id', 'status'])
          .where('ursprung_fullmakt_id', 'in', sharable)
          .where('status', 'in', [...liveShareStatuses, ...unsignedShareStatuses])
          .execute(),
    namnSaknas.length === 0
      ? []
      : db
          .selectFrom('tredjeman')
          .select(['id', 'namn'])
          .where('id', 'in', [...new Set(namnSaknas.map((r) => r.tredjeman_id))])
          .execute(),
    renewedBy(db, fornybara),
  ]);
  const tredjemanNamn = new Map(namnRader.map((t) => [t.id, t.namn]));
  return rows.map((row): Fullmakt => {
    const franDenna = utdelningar.filter((u) => u.ursprung_fullmakt_id === row.id);
    const delningar = franDenna
      .filter((u) => liveShareStatuses.some((s) => s === u.status))
      .map((u) => ({ id: u.id }));
    const paborjade = franDenna.length - delningar.length;
    const namn = row.tredjeman_namn ?? tredjemanNamn.get(row.tredjeman_id);
    const innehall = parseInnehall(row.innehall);
    const fornyadAv = fornyade.get(row.id);
    return {
      id: row.id,
      skapadTidpunkt: row.skapad_tidpunkt,
      rubrik: row.rubrik,
      skapare: { id: row.skapare_id },
      tredjeman: namn === undefined ? { id: row.tredjeman_id } : { id: row.tredjeman_id, namn },
      fullmaktsgivare: {
        id: row.fullmaktsgivare_id,
        typ: row.fullmaktsgivare_typ as Identitetstyp,
        ...(row.fullmaktsgivare_fornamn === null ? {} : { fornamn: row.fullmaktsgivare_fornamn }),
        namn: row.fullmaktsgivare_namn,
      },
      fullmaktsgivarroll: row.fullmaktsgivarroll as FullmaktsgivarRoll,
      fullmaktshavare: innehall.havare.map((h) =>
        namesHolder(row.status, h.typ as Identitetstyp)
          ? {
              id: h.id,
              typ: h.typ as Identitetstyp,
              ...(h.fornamn === null ? {} : { fornamn: h.fornamn }),
              // An empty name is a protected identity's (see disclosedNames): none is told.
              ...(h.namn === '' ? {} : { namn: h.namn }),
            }
          : { id: h.id, typ: h.typ as Identitetstyp },
      ),
      giltigFrom: row.giltig_from ?? swedishDate(new Date(row.skapad_tidpunkt)),
      ...(row.giltig_tom === null ? {} : { giltigTom: row.giltig_tom }),
      signatarer: signatarerFor(row, innehall.signatarer),
      behorigheter: innehall.behorigheter,
      transportfullmakt: row.transportfullmakt === 1,
      vidaredelning: row.led,
      ursprung: {
        mall: { id: row.mall_id },
        ...(row.ursprung_fullmakt_id === null
          ? {}
          : { fullmakt: { id: row.ursprung_fullmakt_id } }),
      },
      metadata: {
        utdelningar: delningar,
        vidaredelad: delningar.length > 0,
        ...(paborjade > 0 ? { paborjadeUtdelningar: paborjade } : {}),
      },
      status: effectiveStatus(row, today),
      ...(fornyadAv === undefined ? {} : { fornyadAv: { id: fornyadAv } }),
    };
  });
}

export async function findFullmaktRow(
  db: Kysely<Database>,
  id: string,
): Promise<FullmaktRow | undefined> {
  return db.selectFrom('fullmakt').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function loadFullmakt(
  db: Kysely<Database>,
  id: string,
  today: string,
): Promise<Fullmakt | undefined> {
  const row = await findFullmaktRow(db, id);
  return row ? (await toFullmakter(db, [row], today))[0] : undefined;
}
