import type { Begaran, BegaranStatus } from '@fullmakt/shared/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BegaranTable, Database } from '../db/schema';

export type BegaranRow = Selectable<BegaranTable>;
type Trx = Transaction<Database> | Kysely<Database>;

const isOrgnr = (id: string) => id.length === 10;
/** A power not yet delivered: started, or waiting for (more) signatures. */
const draftStatuses = ['PABORJAD', 'VANTAR_PA_UNDERSKRIFT', 'DELVIS_UNDERSKRIVEN'];

/** The request's page for its requester (the holder's side) or its grantor. */
export function begaranPage(side: 'ombud' | 'fullmaktsgivare', partId: string, id: string) {
  return `/${isOrgnr(partId) ? 'organisation' : 'privat'}/${side}/begaran?id=${encodeURIComponent(id)}`;
}

export function findBegaran(db: Trx, id: string): Promise<BegaranRow | undefined> {
  return db.selectFrom('begaran').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The name of a requester: an organisation's from the company register, a person's own. */
export async function requesterNames(
  db: Trx,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const [people, companies] = await Promise.all([
    db.selectFrom('person').select(['id', 'fornamn', 'efternamn']).where('id', 'in', ids).execute(),
    db.selectFrom('foretag').select(['orgnr', 'namn']).where('orgnr', 'in', ids).execute(),
  ]);
  return new Map([
    ...people.map((p) => [p.id, `${p.fornamn} ${p.efternamn}`] as const),
    ...companies.map((c) => [c.orgnr, c.namn] as const),
  ]);
}

/**
 * Requests as the API answers them. `forGrantor` shows the request whole, with who asks;
 * its requester gets the same fields for every request it sent, without what it wrote
 * (the permissions and the message): a request that reaches nobody keeps none of it, and
 * the requester's list must look the same for it as for any other.
 */
export async function toBegaranden(
  db: Trx,
  rows: readonly BegaranRow[],
  forGrantor: boolean,
): Promise<Begaran[]> {
  if (rows.length === 0) {
    return [];
  }
  const tm = [...new Set(rows.map((r) => r.tredjeman_id))];
  const mallar = [...new Set(rows.map((r) => r.mall_id))];
  const draftIds = forGrantor
    ? rows
        .filter((r) => r.status === 'SKICKAD' && r.fullmakt_id !== null)
        .map((r) => r.fullmakt_id ?? '')
    : [];
  const [tredjeman, mall, names, drafts] = await Promise.all([
    db.selectFrom('tredjeman').select(['id', 'namn']).where('id', 'in', tm).execute(),
    db.selectFrom('mall').select(['id', 'rubrik']).where('id', 'in', mallar).execute(),
    forGrantor ? requesterNames(db, [...new Set(rows.map((r) => r.begarare_id))]) : new Map(),
    draftIds.length === 0
      ? []
      : db
          .selectFrom('fullmakt')
          .select('id')
          .where('id', 'in', draftIds)
          .where('status', 'in', draftStatuses)
          .execute(),
  ]);
  const openDrafts = new Set(drafts.map((d) => d.id));
  return rows.map((r) => {
    const namn = names.get(r.begarare_id);
    return {
      id: r.id,
      status: r.status as BegaranStatus,
      begarare: namn === undefined ? { id: r.begarare_id } : { id: r.begarare_id, namn },
      fullmaktsgivare: { id: r.givare_id },
      tredjeman: {
        id: r.tredjeman_id,
        namn: tredjeman.find((t) => t.id === r.tredjeman_id)?.namn ?? r.tredjeman_id,
      },
      mall: { id: r.mall_id, rubrik: mall.find((m) => m.id === r.mall_id)?.rubrik ?? r.mall_id },
      behorigheter: forGrantor ? (JSON.parse(r.behorigheter) as string[]) : [],
      giltigFrom: r.giltig_from,
      giltigTom: r.giltig_tom,
      meddelande: forGrantor ? r.meddelande : '',
      skickad: r.skapad_tidpunkt,
      upphor: r.upphor_tidpunkt,
      anledning: r.anledning,
      fullmakt:
        r.status === 'BESVARAD' && r.fullmakt_id !== null
          ? { id: r.fullmakt_id, tredjemanId: r.tredjeman_id }
          : null,
      ...(forGrantor
        ? {
            utkast:
              r.fullmakt_id !== null && openDrafts.has(r.fullmakt_id)
                ? { id: r.fullmakt_id }
                : null,
          }
        : {}),
    };
  });
}
