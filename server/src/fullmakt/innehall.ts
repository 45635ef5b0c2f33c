import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface Innehall {
  havare: { id: string; typ: string; fornamn: string | null; namn: string }[];
  behorigheter: { kod: string; rubrik: string; beskrivning: string }[];
  signatarer: { id: string; fornamn: string; namn: string; underskriven: string | null }[];
}

/**
 * Rebuilds a power's read copy from its child tables. Call it inside the transaction that
 * changed them, so the copy can never disagree with the rows it was made from.
 */
export async function rebuildInnehall(
  trx: Transaction<Database> | Kysely<Database>,
  fullmaktId: string,
): Promise<void> {
  const [havare, behorigheter, signatarer] = await Promise.all([
    trx
      .selectFrom('fullmakt_havare')
      .selectAll()
      .where('fullmakt_id', '=', fullmaktId)
      .orderBy('index')
      .execute(),
    trx
      .selectFrom('fullmakt_behorighet')
      .selectAll()
      .where('fullmakt_id', '=', fullmaktId)
      .orderBy('index')
      .execute(),
    trx
      .selectFrom('fullmakt_signatar')
      .selectAll()
      .where('fullmakt_id', '=', fullmaktId)
      .orderBy('person_id')
      .execute(),
  ]);
  const innehall: Innehall = {
    havare: havare.map((h) => ({ id: h.havare_id, typ: h.typ, fornamn: h.fornamn, namn: h.namn })),
    behorigheter: behorigheter.map((b) => ({
      kod: b.kod,
      rubrik: b.rubrik,
      beskrivning: b.beskrivning,
    })),
    signatarer: signatarer.map((s) => ({
      id: s.person_id,
      fornamn: s.fornamn,
      namn: s.namn,
      underskriven: s.underskriven_tidpunkt,
    })),
  };
  await trx
    .updateTable('fullmakt')
    .set({ innehall: JSON.stringify(innehall) })
    .where('id', '=', fullmaktId)
    .execute();
}

const empty: Innehall = { havare: [], behorigheter: [], signatarer: [] };

/** Read copies parsed recently, by their text; at most this many kept. */
const maxParsed = 1000;
const parsed = new Map<string, Readonly<Innehall>>();

/**
 * A power's read copy as objects. The same powers are shown again and again (a list's
 * page, a power opened twice), and parsing the copy was a tenth of a view's CPU, so
 * copies are kept by their text: the same text is the same content, and a changed power
 * has another text. Kept copies are frozen, so no caller can change one another reads.
 */
export function parseInnehall(text: string): Readonly<Innehall> {
  const kept = parsed.get(text);
  if (kept) {
    return kept;
  }
  const innehall = deepFreeze({ ...empty, ...(JSON.parse(text) as Partial<Innehall>) });
  if (parsed.size >= maxParsed) {
    // The oldest first: a Map keeps its keys in the order they were added.
    parsed.delete(parsed.keys().next().value ?? '');
  }
  parsed.set(text, innehall);
  return innehall;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) {
      deepFreeze(inner);
    }
    Object.freeze(value);
  }
  return value;
}
