import { tryTypaIdentitet, type Fullmakt, type FullmaktStatus, type FullmaktsgivarRoll, type Identitetstyp } from '@fullmakt/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, FullmaktTable } from '../db/schema';

export type FullmaktRow = Selectable<FullmaktTable>;

/** A signed power whose end date has passed reads as no longer valid. */
export function effectiveStatus(row: Pick<FullmaktRow, 'status' | 'giltig_tom'>, today: string): FullmaktStatus {
  if (row.status === 'UNDERSKRIVEN' && row.giltig_tom !== null && row.giltig_tom < today) {
    return 'UTGANGEN';
  }
  return row.status as FullmaktStatus;
}

/** Statuses of a power that is not yet submitted: it can still be signed or deleted. */
export const draftStatuses: FullmaktStatus[] = ['PABORJAD', 'VANTAR_PA_UNDERSKRIFT', 'DELVIS_UNDERSKRIVEN'];
/** Statuses of a power that reached the third party. */
export const deliveredStatuses: FullmaktStatus[] = ['UNDERSKRIVEN', 'ATERKALLAD', 'ATERLAMNAD'];

/** Statuses that make a shared-onward power count in metadata.utdelningar. */
const liveShareStatuses: FullmaktStatus[] = ['UNDERSKRIVEN'];

/**
 * Loads whole powers for a set of rows in four queries (holders, permissions,
 * signatories, onward shares) instead of four per power, so a page of 20 stays cheap.
 */
export async function toFullmakter(db: Kysely<Database>, rows: FullmaktRow[], today: string): Promise<Fullmakt[]> {
  if (rows.length === 0) {
    return [];
  }
  const ids = rows.map((r) => r.id);
  const [havare, behorigheter, signatarer, utdelningar, tredjeman] = await Promise.all([
    db.selectFrom('fullmakt_havare').selectAll().where('fullmakt_id', 'in', ids).orderBy('index').execute(),
    db.selectFrom('fullmakt_behorighet').selectAll().where('fullmakt_id', 'in', ids).orderBy('index').execute(),
    db.selectFrom('fullmakt_signatar').selectAll().where('fullmakt_id', 'in', ids).orderBy('person_id').execute(),
    db
      .selectFrom('fullmakt')
      .select(['id', 'ursprung_fullmakt_id'])
      .where('ursprung_fullmakt_id', 'in', ids)
      .where('status', 'in', liveShareStatuses)
      .execute(),
    db
      .selectFrom('tredjeman')
      .select(['id', 'namn'])
      .where(
        'id',
        'in',
        [...new Set(rows.map((r) => r.tredjeman_id))],
      )
      .execute(),
  ]);
  return rows.map((row): Fullmakt => {
    const delningar = utdelningar.filter((u) => u.ursprung_fullmakt_id === row.id).map((u) => ({ id: u.id }));
    const namn = tredjeman.find((t) => t.id === row.tredjeman_id)?.namn;
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
      fullmaktshavare: havare
        .filter((h) => h.fullmakt_id === row.id)
        .map((h) => ({ id: h.havare_id, typ: h.typ as Identitetstyp, ...(h.fornamn === null ? {} : { fornamn: h.fornamn }), namn: h.namn })),
      giltigFrom: row.giltig_from ?? row.skapad_tidpunkt.slice(0, 10),
      ...(row.giltig_tom === null ? {} : { giltigTom: row.giltig_tom }),
      signatarer: signatarer
        .filter((s) => s.fullmakt_id === row.id)
        .map((s) => ({
          fysiskPerson: { id: s.person_id, typ: tryTypaIdentitet(s.person_id)?.typ ?? 'pnr', fornamn: s.fornamn, namn: s.namn },
          ...(s.underskriven_tidpunkt === null ? {} : { underskriven: s.underskriven_tidpunkt }),
        })),
      behorigheter: behorigheter
        .filter((b) => b.fullmakt_id === row.id)
        .map((b) => ({ kod: b.kod, rubrik: b.rubrik, beskrivning: b.beskrivning })),
      transportfullmakt: row.transportfullmakt === 1,
      vidaredelning: row.led,
      ursprung: { mall: { id: row.mall_id }, ...(row.ursprung_fullmakt_id === null ? {} : { fullmakt: { id: row.ursprung_fullmakt_id } }) },
      metadata: { utdelningar: delningar, vidaredelad: delningar.length > 0 },
      status: effectiveStatus(row, today),
    };
  });
}

export async function findFullmaktRow(db: Kysely<Database>, id: string): Promise<FullmaktRow | undefined> {
  return db.selectFrom('fullmakt').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function loadFullmakt(db: Kysely<Database>, id: string, today: string): Promise<Fullmakt | undefined> {
  const row = await findFullmaktRow(db, id);
  return row ? (await toFullmakter(db, [row], today))[0] : undefined;
}
