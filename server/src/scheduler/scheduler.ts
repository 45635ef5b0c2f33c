import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expireBegaranden } from '../begaran/begaran-answers';
import { purgeOldDrafts } from '../fullmakt/drafts';
import type { Database } from '../db/schema';
import { recordExpiredPowers } from '../historik/expiry';
import { claimJobPeriod } from './job-claim';
import { queueReminders } from './reminders';

/** The scheduled jobs, each run once an hour by one process of all that share the database. */
export const scheduledJobs: Record<string, (db: Kysely<Database>, now: Date) => Promise<number>> = {
  'ta-bort-gamla-utkast': purgeOldDrafts,
  'utgangna-fullmakter': recordExpiredPowers,
  paminnelser: queueReminders,
  'utgangna-begaranden': expireBegaranden,
};

/** This process's name in the job table, for whoever looks at which process ran a job. */
export const processName = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Runs every job whose hour no other process has claimed yet; answers the jobs this process
 * ran with what each did. A job that fails is tried again next hour.
 */
export async function runScheduledJobs(
  db: Kysely<Database>,
  now: Date,
  onError: (job: string, err: unknown) => void = () => undefined,
): Promise<Record<string, number>> {
  const period = now.toISOString().slice(0, 13);
  const ran: Record<string, number> = {};
  for (const [namn, job] of Object.entries(scheduledJobs)) {
    if (!(await claimJobPeriod(db, namn, period, processName, now.toISOString()))) {
      continue;
    }
    try {
      ran[namn] = await job(db, now);
    } catch (err) {
      onError(namn, err);
    }
  }
  return ran;
}
