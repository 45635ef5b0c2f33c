import {
  CompiledQuery,
  PostgresAdapter,
  type Insertable,
  type Kysely,
  type Transaction,
} from 'kysely';
import type {
  Database,
  FullmaktBehorighetTable,
  FullmaktHavareTable,
  FullmaktSignatarTable,
  FullmaktTable,
} from '../src/db/schema';
import { searchText } from '../src/fullmakt/store';
import { testPerson as p } from '../src/seed/people';
import { seedTredjeman } from '../src/seed/third-parties';

const extraHolderNames = [
  'Lindberg',
  'Berglund',
  'Forsberg',
  'Sandberg',
  'Lundqvist',
  'Engström',
  'Hedlund',
  'Åberg',
];

/** SQL text per table, column list and row count: the same batch reuses the same text. */
const insertTexts = new Map<string, string>();

/**
 * One multi-row insert as plain SQL with parameters: at a million powers Kysely's building
 * of the value lists took longer than the databases took to store them.
 */
async function insertRows(
  trx: Transaction<Database>,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) {
    return;
  }
  const columns = Object.keys(first);
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const key = `${table}:${columns.join(',')}:${rows.length}:${postgres}`;
  let text = insertTexts.get(key);
  if (!text) {
    let n = 0;
    const values = rows.map(
      () => `(${columns.map(() => (postgres ? `$${(n += 1)}` : '?')).join(', ')})`,
    );
    text = `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values ${values.join(', ')}`;
    insertTexts.set(key, text);
  }
  const parameters = rows.flatMap((row) => columns.map((c) => row[c] ?? null));
  await trx.executeQuery(CompiledQuery.raw(text, parameters));
}

/**
 * Writes `count` signed powers straight into the tables, in batched transactions: a share
 * for the bench users (Anna gives 5 %, Lena holds 5 %), the rest spread over made-up
 * grantors, so lists and searches run against a realistic 100 000-row table.
 */
export async function seedPowers(
  db: Kysely<Database>,
  count: number,
  today: string,
): Promise<string[]> {
  const annasIds: string[] = [];
  const batch = 1000;
  const mallar = seedTredjeman.flatMap((t) =>
    t.mallar.filter((m) => m.status === 'PUBLICERAD').map((m) => ({ t, m })),
  );
  for (let start = 0; start < count; start += batch) {
    const rows: Insertable<FullmaktTable>[] = [];
    const havare: Insertable<FullmaktHavareTable>[] = [];
    const behorigheter: Insertable<FullmaktBehorighetTable>[] = [];
    const signatarer: Insertable<FullmaktSignatarTable>[] = [];
    for (let i = start; i < Math.min(count, start + batch); i += 1) {
      const id = `bench-${String(i).padStart(6, '0')}`;
      const pick = mallar[i % mallar.length];
      if (!pick) {
        continue;
      }
      const anna = i % 20 === 0;
      const givareId = anna ? p.anna : `19${String(500000 + (i % 40000)).padStart(6, '0')}0000`;
      const holderId =
        i % 20 === 1 ? p.lena : `19${String(600000 + (i % 30000)).padStart(6, '0')}0000`;
      const holderName = extraHolderNames[i % extraHolderNames.length] ?? 'Persson';
      const day = String(1 + (i % 28)).padStart(2, '0');
      const month = String(1 + (i % 12)).padStart(2, '0');
      const created = `2025-${month}-${day}T10:${String(i % 60).padStart(2, '0')}:00.000Z`;
      const expired = i % 7 === 0;
      const status = i % 11 === 0 ? 'ATERKALLAD' : 'UNDERSKRIVEN';
      const f = {
        rubrik: pick.m.rubrik,
        tredjeman: { id: pick.t.id, namn: pick.t.namn },
        givare: {
          id: givareId,
          fornamn: anna ? 'Anna' : 'Bengt',
          namn: anna ? 'Lindqvist' : holderName,
        },
        havare: [{ id: holderId, fornamn: 'Ombud', namn: holderName }],
      };
      if (anna) {
        annasIds.push(id);
      }
      rows.push({
        id,
        status,
        skapad_tidpunkt: created,
        andrad_tidpunkt: created,
        rubrik: f.rubrik,
        skapare_id: givareId,
        tredjeman_id: pick.t.id,
        mall_id: pick.m.id,
        fullmaktsgivare_id: givareId,
        fullmaktsgivare_typ: 'pnr',
        fullmaktsgivare_fornamn: f.givare.fornamn,
        fullmaktsgivare_namn: f.givare.namn,
        fullmaktsgivarroll: 'Privat',
        giltig_from: `2025-${month}-${day}`,
        giltig_tom: expired ? `2025-12-${day}` : `2027-${month}-${day}`,
        transportfullmakt: 0,
        ursprung_fullmakt_id: null,
        led: 0,
        signeringsalternativ_id: null,
        senaste_underskrift: created,
        registrerad_tidpunkt: created,
        avslutad_tidpunkt: status === 'ATERKALLAD' ? created : null,
        sok_text: searchText({
          ...f,
          givare: { ...f.givare, typ: 'pnr' },
          havare: f.havare.map((h) => ({ ...h, typ: 'pnr' as const })),
        }),
        innehall: JSON.stringify({
          havare: [{ id: holderId, typ: 'pnr', fornamn: 'Ombud', namn: holderName }],
          behorigheter: pick.m.behorigheter
            .slice(0, 2)
            .map((b) => ({ kod: b.kod, rubrik: b.rubrik, beskrivning: b.beskrivning })),
          signatarer: [
            { id: givareId, fornamn: f.givare.fornamn, namn: f.givare.namn, underskriven: created },
          ],
        }),
      });
      havare.push({
        fullmakt_id: id,
        havare_id: holderId,
        typ: 'pnr',
        fornamn: 'Ombud',
        namn: holderName,
        index: 0,
        skapad_tidpunkt: created,
        sok_text: rows[rows.length - 1]?.sok_text ?? '',
      });
      pick.m.behorigheter.slice(0, 2).forEach((b, index) =>
        behorigheter.push({
          fullmakt_id: id,
          kod: b.kod,
          rubrik: b.rubrik,
          beskrivning: b.beskrivning,
          index,
        }),
      );
      signatarer.push({
        fullmakt_id: id,
        person_id: givareId,
        fornamn: f.givare.fornamn,
        namn: f.givare.namn,
        obligatorisk: 0,
        underskriven_tidpunkt: created,
      });
    }
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, 'fullmakt', rows);
      await insertRows(trx, 'fullmakt_havare', havare);
      await insertRows(trx, 'fullmakt_behorighet', behorigheter);
      await insertRows(trx, 'fullmakt_signatar', signatarer);
    });
  }
  void today;
  return annasIds;
}
