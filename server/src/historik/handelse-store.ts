import { randomUUID } from 'node:crypto';
import type { Handelsetyp } from '@fullmakt/shared/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { queueNoticesFor } from '../avisering/queue-notices';
import type { Database, FullmaktHandelseTable } from '../db/schema';

type Trx = Transaction<Database> | Kysely<Database>;

export interface NewHandelse {
  fullmaktId: string;
  typ: Handelsetyp;
  /** The acting party; null for the scheduler. */
  aktorId: string | null;
  /** The parties the event concerns: grantor, holders, signatories. */
  berorda: readonly string[];
  annanFullmaktId?: string | null;
}

export type HandelseRow = Selectable<FullmaktHandelseTable>;

/**
 * Orders events of the same instant: those of one change (one transaction, one `at`) and,
 * under a fixed clock, of changes one after the other. Increasing within this process,
 * which is where events of one instant come from in practice.
 */
let sequence = 0;

/**
 * Appends events to the log, and queues the notices that follow them. Call inside the transaction of the state change, so the
 * change never exists without its events nor the events without the change.
 */
export async function recordEvents(trx: Trx, at: string, events: readonly NewHandelse[]) {
  const written = await writeEvents(trx, at, events);
  // The notices that follow, in the same transaction: never one without the other.
  await queueNoticesFor(trx, at, written);
}

/**
 * Appends events to the log only, queuing no notice: for history that is not news (the
 * demo seed's past, which nobody is to be told about at start).
 */
export async function writeEvents(trx: Trx, at: string, events: readonly NewHandelse[]) {
  if (events.length === 0) {
    return [];
  }
  const written = events.map((e) => ({ ...e, id: randomUUID() }));
  await trx
    .insertInto('fullmakt_handelse')
    .values(
      written.map((e) => ({
        id: e.id,
        fullmakt_id: e.fullmaktId,
        typ: e.typ,
        tidpunkt: at,
        ordning: (sequence += 1),
        aktor_id: e.aktorId,
        berorda: JSON.stringify([...new Set(e.berorda)]),
        annan_fullmakt_id: e.annanFullmaktId ?? null,
      })),
    )
    .execute();
  return written;
}

/** The parties of a stored power as it stands: grantor, holders and signatories. */
export async function partiesOf(trx: Trx, fullmaktIds: readonly string[]) {
  const byPower = new Map<string, string[]>(fullmaktIds.map((id) => [id, []]));
  if (fullmaktIds.length === 0) {
    return byPower;
  }
  const rows = await trx
    .selectFrom('fullmakt')
    .select(['id as fullmakt_id', 'fullmaktsgivare_id as party'])
    .where('id', 'in', fullmaktIds)
    .unionAll(
      trx
        .selectFrom('fullmakt_havare')
        .select(['fullmakt_id', 'havare_id as party'])
        .where('fullmakt_id', 'in', fullmaktIds),
    )
    .unionAll(
      trx
        .selectFrom('fullmakt_signatar')
        .select(['fullmakt_id', 'person_id as party'])
        .where('fullmakt_id', 'in', fullmaktIds),
    )
    .execute();
  for (const r of rows) {
    byPower.get(r.fullmakt_id)?.push(r.party);
  }
  return byPower;
}

/** A power's events, newest first (within one change, the last written first). */
export async function eventsOf(db: Kysely<Database>, fullmaktId: string): Promise<HandelseRow[]> {
  return db
    .selectFrom('fullmakt_handelse')
    .selectAll()
    .where('fullmakt_id', '=', fullmaktId)
    .orderBy('tidpunkt', 'desc')
    .orderBy('ordning', 'desc')
    .limit(500)
    .execute();
}

/**
 * Shown names of acting parties by id: a person's full name unless they have protected
 * identity (sekretess), an organisation's name. Ids not found are left out.
 */
export async function actorNames(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, { namn: string; sekretess: boolean }>> {
  const names = new Map<string, { namn: string; sekretess: boolean }>();
  if (ids.length === 0) {
    return names;
  }
  const people = await db
    .selectFrom('person')
    .select(['id', 'fornamn', 'efternamn', 'sekretess'])
    .where('id', 'in', ids)
    .execute();
  for (const person of people) {
    names.set(person.id, {
      namn: `${person.fornamn} ${person.efternamn}`,
      sekretess: person.sekretess === 1,
    });
  }
  const companies = await db
    .selectFrom('foretag')
    .select(['orgnr', 'namn'])
    .where('orgnr', 'in', ids)
    .execute();
  for (const company of companies) {
    names.set(company.orgnr, { namn: company.namn, sekretess: false });
  }
  return names;
}
