import type { Kysely } from 'kysely';
import { queueNotices, type Notice } from '../avisering/queue-notices';
import { swedishDate } from '../core/clock';
import type { Database } from '../db/schema';

const dayMs = 24 * 3600 * 1000;
/** A chosen co-signatory who has not signed is reminded this long after the power was sent. */
export const signingReminderDays = 7;
/** The grantor and holders are told this long before a power's last day. */
export const expiryReminderDays = 30;

/**
 * Queues the reminders that are due: to each co-signatory still awaited 7 days after the
 * power was sent for signature, and to the grantor and holders 30 days before a power ends.
 * Each goes once: the outbox has one row per reminder and recipient.
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
  const today = swedishDate(now);
  const last = swedishDate(new Date(now.getTime() + expiryReminderDays * dayMs));
  const ending = await db
    .selectFrom('fullmakt')
    .leftJoin('fullmakt_havare', 'fullmakt_havare.fullmakt_id', 'fullmakt.id')
    .select([
      'fullmakt.id',
      'fullmakt.tredjeman_id',
      'fullmakt.fullmaktsgivare_id',
      'fullmakt_havare.havare_id',
    ])
    .where('fullmakt.status', '=', 'UNDERSKRIVEN')
    .where('fullmakt.giltig_tom', '>=', today)
    .where('fullmakt.giltig_tom', '<=', last)
    .limit(500)
    .execute();
  const view = (side: string, party: string, id: string, tm: string) =>
    `/${party.length === 10 ? 'organisation' : 'privat'}/${side}/fullmakt?id=${encodeURIComponent(id)}&orgnummer=${tm}`;
  const notices: Notice[] = [
    ...awaited.map((a) => ({
      handelseId: `PAMINNELSE_UNDERSKRIFT:${a.id}`,
      fullmaktId: a.id,
      typ: 'PAMINNELSE_UNDERSKRIFT' as const,
      mottagareId: a.person_id,
      lank: `/organisation/fullmaktsgivare/utkast?id=${encodeURIComponent(a.id)}`,
    })),
    ...ending.flatMap((e) => [
      {
        handelseId: `PAMINNELSE_UTGANG:${e.id}`,
        fullmaktId: e.id,
        typ: 'PAMINNELSE_UTGANG' as const,
        mottagareId: e.fullmaktsgivare_id,
        lank: view('fullmaktsgivare', e.fullmaktsgivare_id, e.id, e.tredjeman_id),
      },
      ...(e.havare_id === null
        ? []
        : [
            {
              handelseId: `PAMINNELSE_UTGANG:${e.id}`,
              fullmaktId: e.id,
              typ: 'PAMINNELSE_UTGANG' as const,
              mottagareId: e.havare_id,
              lank: view('ombud', e.havare_id, e.id, e.tredjeman_id),
            },
          ]),
    ]),
  ];
  // Only the ones not queued before: the unique (reminder, recipient) pair skips the rest.
  await queueNotices(db, at, notices);
  return notices.length;
}
