import { standardSprak, tolkaSprak, type Sprak } from '@fullmakt/shared/i18n';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Keeps a person's language (issue 33 item 4): the switch used while signed in, and the
 * choice a browser had made when its person signed in. One row per person, the last choice.
 */
export async function keepLanguagePreference(
  db: Db,
  personId: string,
  sprak: Sprak,
  at: string,
): Promise<void> {
  await db
    .insertInto('person_sprak')
    .values({ person_id: personId, sprak, andrad_tidpunkt: at })
    .onConflict((oc) => oc.column('person_id').doUpdateSet({ sprak, andrad_tidpunkt: at }))
    .execute();
}

/**
 * The language each of these parties reads: their stored choice, else Swedish (an
 * organisation, or a person who never chose, gets SPEC's default). A value the service no
 * longer offers counts as no choice.
 */
export async function languagesOf(
  db: Db,
  partyIds: readonly string[],
): Promise<(partyId: string) => Sprak> {
  const rows =
    partyIds.length === 0
      ? []
      : await db
          .selectFrom('person_sprak')
          .select(['person_id', 'sprak'])
          .where('person_id', 'in', [...new Set(partyIds)])
          .execute();
  const chosen = new Map(rows.map((r) => [r.person_id, tolkaSprak(r.sprak)]));
  return (partyId) => chosen.get(partyId) ?? standardSprak;
}
