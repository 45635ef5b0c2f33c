import { laggTillDagar, UTGANG_PAMINNELSE_DAGAR } from '@fullmakt/shared/domain';
import { sql, type Kysely } from 'kysely';
import { queueNotices, type Notice } from '../avisering/queue-notices';
import { swedishDate } from '../core/clock';
import type { Database } from '../db/schema';

const dayMs = 24 * 3600 * 1000;
/** A chosen co-signatory who has not signed is reminded this long after the power was sent. */
export const signingReminderDays = 7;
/** The outbox's event key of one expiry reminder threshold, so each goes once per recipient. */
export const expiryReminderKey = (days: number) => `PAMINNELSE_UTGANG_${days}`;

/**
 * Queues the reminders that are due: to each co-signatory still awaited 7 days after the
 * power was sent for signature, and to the grantor and holders 30 and again 7 days before a
 * power ends. Each goes once: the outbox has one row per reminder, threshold and recipient
 * (a unique key), so neither a second process nor a restart sends it again.
 */
export async function queueReminders(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString();
  const sentBefore = new Date(now.getTime() - signingReminderDays * dayMs).toISOString();
  const awaited = await db
    .selectFrom('fullmakt_signatar')
    .innerJoin('fullmakt', 'fullmakt.id', 'fullmakt_signatar.fullmakt_id')
    .innerJoin('fullmakt_handelse', 'fullmakt_handelse.fullmakt_id', 'fullmakt.id')
    .select(['fullmakt.id', 'fullmakt_signatar.person_id'])
    .where('fullmakt.status', 'in', ['VANTAR_PA_UNDERSKRIFT', 'DELVIS_UNDERSKRIVEN'])
    .where('fullmakt_signatar.underskriven_tidpunkt', 'is', null)
    .where('fullmakt_handelse.typ', '=', 'SKICKAD_FOR_UNDERSKRIFT')
    .where('fullmakt_handelse.tidpunkt', '<', sentBefore)
    .limit(500)
    .execute();
  const page = (party: string, side: string, id: string, tm: string) =>
    `/${party.length === 10 ? 'organisation' : 'privat'}/${side}?id=${encodeURIComponent(id)}&orgnummer=${tm}`;
  const notices: Notice[] = [
    ...awaited.map((a) => ({
      handelseId: `PAMINNELSE_UNDERSKRIFT:${a.id}`,
      fullmaktId: a.id,
      typ: 'PAMINNELSE_UNDERSKRIFT' as const,
      mottagareId: a.person_id,
      lank: `/organisation/fullmaktsgivare/utkast?id=${encodeURIComponent(a.id)}`,
    })),
  ];
  for (const threshold of UTGANG_PAMINNELSE_DAGAR) {
    const handelse = (id: string) => `${expiryReminderKey(threshold)}:${id}`;
    for (const e of await endingWithin(db, now, threshold)) {
      notices.push({
        handelseId: handelse(e.id),
        fullmaktId: e.id,
        typ: 'PAMINNELSE_UTGANG_GIVARE',
        mottagareId: e.fullmaktsgivare_id,
        // The grantor's link opens the renewal ("Förnya fullmakten"), which shows the power.
        lank: page(e.fullmaktsgivare_id, 'fullmaktsgivare/fornya', e.id, e.tredjeman_id),
      });
      for (const havare of e.havare) {
        notices.push({
          handelseId: handelse(e.id),
          fullmaktId: e.id,
          typ: 'PAMINNELSE_UTGANG',
          mottagareId: havare,
          lank: page(havare, 'ombud/fullmakt', e.id, e.tredjeman_id),
        });
      }
    }
  }
  // Only the ones not queued before: the unique (reminder, recipient) pair skips the rest.
  await queueNotices(db, at, notices);
  return notices.length;
}

/**
 * Signed powers whose last day falls in a threshold's window (from the next smaller
 * threshold, exclusive, up to this one: 30 is days 8-30, 7 is days 0-7), not renewed by a
 * power already delivered, and whose grantor has not had this threshold's reminder yet
 * (what was queued is skipped in SQL, so the limit never hides the rest).
 */
async function endingWithin(db: Kysely<Database>, now: Date, threshold: number) {
  const today = swedishDate(now);
  const smaller = UTGANG_PAMINNELSE_DAGAR.filter((d) => d < threshold);
  const after = smaller.length === 0 ? -1 : Math.max(...smaller);
  const key = expiryReminderKey(threshold);
  const rows = await db
    .selectFrom('fullmakt')
    .select(['fullmakt.id', 'fullmakt.tredjeman_id', 'fullmakt.fullmaktsgivare_id'])
    .where('fullmakt.status', '=', 'UNDERSKRIVEN')
    .where('fullmakt.giltig_tom', '>', laggTillDagar(today, after))
    .where('fullmakt.giltig_tom', '<=', laggTillDagar(today, threshold))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('utskick')
            .select('utskick.id')
            .where('utskick.handelse_id', '=', sql<string>`${`${key}:`} || fullmakt.id`)
            .whereRef('utskick.mottagare_id', '=', 'fullmakt.fullmaktsgivare_id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('fullmakt_handelse')
            .select('fullmakt_handelse.id')
            .where('fullmakt_handelse.typ', '=', 'FORNYAD')
            .whereRef('fullmakt_handelse.fullmakt_id', '=', 'fullmakt.id'),
        ),
      ),
    )
    .orderBy('fullmakt.giltig_tom')
    .limit(500)
    .execute();
  if (rows.length === 0) {
    return [];
  }
  const holders = await db
    .selectFrom('fullmakt_havare')
    .select(['fullmakt_id', 'havare_id'])
    .where(
      'fullmakt_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => ({
    ...r,
    havare: holders.filter((h) => h.fullmakt_id === r.id).map((h) => h.havare_id),
  }));
}
