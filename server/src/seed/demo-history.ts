import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { writeEvents, type NewHandelse } from '../historik/handelse-store';

const minuteMs = 60_000;

/** One seeded power's past, as the seed wrote its rows. */
export interface DemoPast {
  id: string;
  givareId: string;
  havareIds: readonly string[];
  /** The creator: the first signatory (or the grantor). */
  skapareId: string;
  /** Each signatory with the moment they signed, in the order they signed. */
  underskrifter: readonly { id: string; at: string }[];
  /** When it was revoked, by its grantor's side; absent when it was not. */
  aterkallad?: { av: string; at: string };
}

/** The draft was begun, and then sent to signing, this long before the first signature. */
const draftMinutesBefore = 30;
const sentMinutesBefore = 2;

/**
 * The history of a seeded power, as the service would have written it had the people done
 * it by hand (issue 32, item 6): begun as a draft, sent to signing (as 'Skriv under' does),
 * signed by each signatory, delivered at the last signature, and revoked when it was. Written to the log only: this past is not
 * news, so no notice is queued for it. Call in the seed's transaction, after the rows.
 */
export async function writeDemoHistory(trx: Transaction<Database>, past: DemoPast) {
  const signatories = past.underskrifter.map((u) => u.id);
  const parties = [past.givareId, ...past.havareIds, ...signatories];
  const first = past.underskrifter[0];
  const last = past.underskrifter.at(-1);
  if (!first || !last) {
    throw new Error(`Demofullmakten ${past.id} saknar underskrifter`);
  }
  const event = (typ: NewHandelse['typ'], aktorId: string): NewHandelse => ({
    fullmaktId: past.id,
    typ,
    aktorId,
    berorda: parties,
  });
  const before = (minutes: number) =>
    new Date(Date.parse(first.at) - minutes * minuteMs).toISOString();
  await writeEvents(trx, before(draftMinutesBefore), [
    { ...event('UTKAST_PABORJAT', past.skapareId), berorda: [past.givareId, ...past.havareIds] },
  ]);
  await writeEvents(trx, before(sentMinutesBefore), [
    event('SKICKAD_FOR_UNDERSKRIFT', past.skapareId),
  ]);
  for (const u of past.underskrifter) {
    await writeEvents(trx, u.at, [
      event('UNDERSKRIVEN_AV', u.id),
      ...(u === last ? [event('UNDERSKRIVEN_OCH_LEVERERAD', u.id)] : []),
    ]);
  }
  if (past.aterkallad) {
    await writeEvents(trx, past.aterkallad.at, [event('ATERKALLAD', past.aterkallad.av)]);
  }
}
