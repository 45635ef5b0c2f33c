import type { Handelse } from '@fullmakt/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { actorNames } from './handelse-store';

/**
 * More reads than this by one third party in one way (through the API, or by code) on one
 * Swedish day are shown as one line with their number: a case system that reads a power
 * every few minutes would otherwise bury the power's own events.
 */
export const groupAbove = 3;
/** Groups of a day the timeline answers at most, newest first (the events stop at 500 too). */
const maxGroups = 200;

type Way = 'api' | 'kod';

interface Group {
  dag: string;
  tredjemanId: string;
  way: Way;
  n: number;
  senast: string;
}

const keyOf = (dag: string, tredjemanId: string, way: Way) => `${dag}|${tredjemanId}|${way}`;
const wayOf = (lasareTyp: string): Way => (lasareTyp === 'kod' ? 'kod' : 'api');

/** A day's reads of the power, counted per third party and way, newest day first. */
async function groupsOf(db: Kysely<Database>, fullmaktId: string): Promise<Group[]> {
  const rows = await db
    .selectFrom('fullmakt_atkomst')
    .select(['dag', 'tredjeman_id', 'lasare_typ'])
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('tidpunkt').as('senast')])
    .where('fullmakt_id', '=', fullmaktId)
    .groupBy(['dag', 'tredjeman_id', 'lasare_typ'])
    .orderBy('dag', 'desc')
    .limit(maxGroups)
    .execute();
  // Officials and systems of one third party read the same way: one group.
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const way = wayOf(r.lasare_typ);
    const key = keyOf(r.dag, r.tredjeman_id, way);
    const group = groups.get(key);
    if (group) {
      group.n += Number(r.n);
      group.senast = group.senast > r.senast ? group.senast : r.senast;
    } else {
      groups.set(key, {
        dag: r.dag,
        tredjemanId: r.tredjeman_id,
        way,
        n: Number(r.n),
        senast: r.senast,
      });
    }
  }
  return [...groups.values()];
}

/**
 * The reads of a power by its third party as the timeline shows them (issue 31 item 6):
 * each read on its own line, or a day's many reads by one third party as one line.
 */
export async function readsOf(db: Kysely<Database>, fullmaktId: string): Promise<Handelse[]> {
  const groups = await groupsOf(db, fullmaktId);
  if (groups.length === 0) {
    return [];
  }
  const few = groups.filter((g) => g.n <= groupAbove);
  const fewKeys = new Set(few.map((g) => keyOf(g.dag, g.tredjemanId, g.way)));
  const single =
    few.length === 0
      ? []
      : (
          await db
            .selectFrom('fullmakt_atkomst')
            .select(['id', 'tidpunkt', 'dag', 'tredjeman_id', 'lasare_typ', 'lasare_id', 'vad'])
            .where('fullmakt_id', '=', fullmaktId)
            .where('dag', 'in', [...new Set(few.map((g) => g.dag))])
            .where('tredjeman_id', 'in', [...new Set(few.map((g) => g.tredjemanId))])
            .execute()
        ).filter((r) => fewKeys.has(keyOf(r.dag, r.tredjeman_id, wayOf(r.lasare_typ))));

  const parties = [...new Set(groups.map((g) => g.tredjemanId))];
  const partyNames = new Map(
    (
      await db.selectFrom('tredjeman').select(['id', 'namn']).where('id', 'in', parties).execute()
    ).map((t) => [t.id, t.namn]),
  );
  const officials = await actorNames(db, [
    ...new Set(
      single.flatMap((r) => (r.lasare_typ === 'person' && r.lasare_id ? [r.lasare_id] : [])),
    ),
  ]);
  const aktor = (tredjemanId: string) => {
    const namn = partyNames.get(tredjemanId);
    return namn === undefined ? { id: tredjemanId } : { id: tredjemanId, namn };
  };

  const shown: Handelse[] = single.map((r): Handelse => {
    if (r.lasare_typ === 'kod') {
      return { id: r.id, typ: 'KONTROLLERAD_MED_KOD', tidpunkt: r.tidpunkt };
    }
    const official = r.lasare_id === null ? undefined : officials.get(r.lasare_id);
    return {
      id: r.id,
      typ: 'HAMTAD',
      tidpunkt: r.tidpunkt,
      aktor: aktor(r.tredjeman_id),
      lasare:
        r.lasare_typ === 'klient'
          ? { typ: 'klient', id: r.lasare_id ?? '' }
          : official && !official.sekretess
            ? { typ: 'person', namn: official.namn }
            : { typ: 'person' },
      ...(r.vad === 'lista' ? { iLista: true as const } : {}),
    };
  });
  for (const g of groups) {
    if (g.n > groupAbove) {
      const id = `lasningar:${keyOf(g.dag, g.tredjemanId, g.way)}`;
      shown.push(
        g.way === 'kod'
          ? { id, typ: 'KONTROLLERAD_MED_KOD', tidpunkt: g.senast, antal: g.n }
          : { id, typ: 'HAMTAD', tidpunkt: g.senast, aktor: aktor(g.tredjemanId), antal: g.n },
      );
    }
  }
  return shown;
}
