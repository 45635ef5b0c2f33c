import {
  compareSwedishNames,
  type AppMode,
  type Atgard,
  type FullmaktsgivarRoll,
  type Mall,
  type Tredjeman,
} from '@fullmakt/shared/domain';
import type { Kysely } from 'kysely';
import type { Database, MallTable } from '../db/schema';

/**
 * Third parties with the rights a caller in the given app mode has, sorted by name
 * (Swedish). Without a mode: the rights of either mode (creation checks the mode again).
 */
export async function listTredjeman(
  db: Kysely<Database>,
  mode: AppMode | undefined,
): Promise<Tredjeman[]> {
  let rightsQuery = db.selectFrom('tredjeman_behorighet').select(['tredjeman_id', 'atgard']);
  if (mode) {
    rightsQuery = rightsQuery.where('roll', '=', mode);
  }
  const [rows, rights] = await Promise.all([
    db.selectFrom('tredjeman').select(['id', 'namn']).execute(),
    rightsQuery.execute(),
  ]);
  return rows
    .map((t) => ({
      id: t.id,
      namn: t.namn,
      behorigheter: [
        ...new Set(rights.filter((r) => r.tredjeman_id === t.id).map((r) => r.atgard as Atgard)),
      ],
    }))
    .sort((a, b) => compareSwedishNames(a.namn, b.namn));
}

export async function findTredjeman(
  db: Kysely<Database>,
  id: string,
  mode: AppMode,
): Promise<Tredjeman | undefined> {
  const row = await db
    .selectFrom('tredjeman')
    .select(['id', 'namn'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) {
    return undefined;
  }
  const rights = await db
    .selectFrom('tredjeman_behorighet')
    .select('atgard')
    .where('tredjeman_id', '=', id)
    .where('roll', '=', mode)
    .execute();
  return { ...row, behorigheter: rights.map((r) => r.atgard as Atgard) };
}

export interface StoredMall extends Mall {
  status: string;
  transportfullmakt: boolean;
}

async function toMallar(db: Kysely<Database>, rows: MallTable[]): Promise<StoredMall[]> {
  if (rows.length === 0) {
    return [];
  }
  const behorigheter = await db
    .selectFrom('mall_behorighet')
    .selectAll()
    .where(
      'mall_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('index')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    rubrik: r.rubrik,
    tredjeman: { id: r.tredjeman_id },
    status: r.status,
    transportfullmakt: r.transportfullmakt === 1,
    fullmaktsgivarroll: r.fullmaktsgivarroll.split(',') as FullmaktsgivarRoll[],
    behorigheter: behorigheter
      .filter((b) => b.mall_id === r.id)
      .map((b) => ({
        kod: b.kod,
        rubrik: b.rubrik,
        beskrivning: b.beskrivning,
        obligatorisk: b.obligatorisk === 1,
      })),
  }));
}

/** The published templates of a third party, paged. */
export async function listMallar(
  db: Kysely<Database>,
  tredjemanId: string,
  page: number,
  size: number,
): Promise<StoredMall[]> {
  const rows = await db
    .selectFrom('mall')
    .selectAll()
    .where('tredjeman_id', '=', tredjemanId)
    .where('status', '=', 'PUBLICERAD')
    .orderBy('rubrik')
    .limit(size)
    .offset(page * size)
    .execute();
  return toMallar(db, rows);
}

export async function findMall(db: Kysely<Database>, id: string): Promise<StoredMall | undefined> {
  const row = await db.selectFrom('mall').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await toMallar(db, [row]))[0] : undefined;
}
