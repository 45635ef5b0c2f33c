import type {
  Behorighet,
  FullmaktStatus,
  FullmaktsgivarRoll,
  Identitetstyp,
} from '@fullmakt/shared/domain';
import { DELA_VIDARE_BEHORIGHET_KOD } from '@fullmakt/shared/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, FullmaktTable } from '../db/schema';
import type { CheckedHolder } from './holders';
import { rebuildInnehall } from './innehall';

export interface NewFullmakt {
  id: string;
  status: FullmaktStatus;
  now: string;
  rubrik: string;
  skapareId: string;
  tredjeman: { id: string; namn: string };
  mallId: string;
  givare: { id: string; typ: Identitetstyp; fornamn: string | null; namn: string };
  roll: FullmaktsgivarRoll;
  giltigFrom: string;
  giltigTom: string | null;
  ursprungId: string | null;
  led: number;
  havare: CheckedHolder[];
  behorigheter: Behorighet[];
  signeringsalternativId: string | null;
}

/** The lower-cased text the search matches: heading, parties' names and numbers. */
export function searchText(
  f: Pick<NewFullmakt, 'rubrik' | 'tredjeman' | 'givare' | 'havare'>,
): string {
  return [
    f.rubrik,
    f.tredjeman.namn,
    f.givare.id,
    f.givare.fornamn ?? '',
    f.givare.namn,
    ...f.havare.flatMap((h) => [h.id, h.fornamn ?? '', h.namn]),
  ]
    .join(' ')
    .toLowerCase();
}

/** The search text of a stored power with new holders: its heading, third party and parties. */
export async function searchTextOf(
  db: Kysely<Database>,
  row: Pick<
    Selectable<FullmaktTable>,
    | 'rubrik'
    | 'tredjeman_id'
    | 'fullmaktsgivare_id'
    | 'fullmaktsgivare_typ'
    | 'fullmaktsgivare_fornamn'
    | 'fullmaktsgivare_namn'
  >,
  havare: CheckedHolder[],
): Promise<string> {
  const tredjeman = await db
    .selectFrom('tredjeman')
    .select(['id', 'namn'])
    .where('id', '=', row.tredjeman_id)
    .executeTakeFirstOrThrow();
  return searchText({
    rubrik: row.rubrik,
    tredjeman,
    givare: {
      id: row.fullmaktsgivare_id,
      typ: row.fullmaktsgivare_typ as Identitetstyp,
      fornamn: row.fullmaktsgivare_fornamn,
      namn: row.fullmaktsgivare_namn,
    },
    havare,
  });
}

/** A power may be shared onward when it carries the right to share. */
export function carriesShareRight(behorigheter: readonly Behorighet[]): boolean {
  return behorigheter.some((b) => b.kod === DELA_VIDARE_BEHORIGHET_KOD);
}

/** Writes a new power with its holders and permissions. Call inside a transaction. */
export async function insertFullmakt(
  trx: Transaction<Database> | Kysely<Database>,
  f: NewFullmakt,
): Promise<void> {
  await trx
    .insertInto('fullmakt')
    .values({
      id: f.id,
      status: f.status,
      skapad_tidpunkt: f.now,
      andrad_tidpunkt: f.now,
      rubrik: f.rubrik,
      skapare_id: f.skapareId,
      tredjeman_id: f.tredjeman.id,
      mall_id: f.mallId,
      fullmaktsgivare_id: f.givare.id,
      fullmaktsgivare_typ: f.givare.typ,
      fullmaktsgivare_fornamn: f.givare.fornamn,
      fullmaktsgivare_namn: f.givare.namn,
      fullmaktsgivarroll: f.roll,
      giltig_from: f.giltigFrom,
      giltig_tom: f.giltigTom,
      transportfullmakt: carriesShareRight(f.behorigheter) ? 1 : 0,
      ursprung_fullmakt_id: f.ursprungId,
      led: f.led,
      signeringsalternativ_id: f.signeringsalternativId,
      senaste_underskrift: null,
      registrerad_tidpunkt: null,
      avslutad_tidpunkt: null,
      sok_text: searchText(f),
      innehall: '{}',
    })
    .execute();
  await replaceHavare(trx, f.id, { skapad: f.now, sokText: searchText(f) }, f.havare);
  await replaceBehorigheter(trx, f.id, f.behorigheter);
  await rebuildInnehall(trx, f.id);
}

export async function replaceHavare(
  trx: Transaction<Database> | Kysely<Database>,
  fullmaktId: string,
  copy: { skapad: string; sokText: string },
  havare: CheckedHolder[],
): Promise<void> {
  await trx.deleteFrom('fullmakt_havare').where('fullmakt_id', '=', fullmaktId).execute();
  if (havare.length > 0) {
    await trx
      .insertInto('fullmakt_havare')
      .values(
        havare.map((h, index) => ({
          fullmakt_id: fullmaktId,
          havare_id: h.id,
          typ: h.typ,
          fornamn: h.fornamn,
          namn: h.namn,
          index,
          skapad_tidpunkt: copy.skapad,
          sok_text: copy.sokText,
        })),
      )
      .execute();
  }
}

export async function replaceBehorigheter(
  trx: Transaction<Database> | Kysely<Database>,
  fullmaktId: string,
  behorigheter: readonly Behorighet[],
): Promise<void> {
  await trx.deleteFrom('fullmakt_behorighet').where('fullmakt_id', '=', fullmaktId).execute();
  if (behorigheter.length > 0) {
    await trx
      .insertInto('fullmakt_behorighet')
      .values(
        behorigheter.map((b, index) => ({
          fullmakt_id: fullmaktId,
          kod: b.kod,
          rubrik: b.rubrik,
          beskrivning: b.beskrivning,
          index,
        })),
      )
      .execute();
  }
}
