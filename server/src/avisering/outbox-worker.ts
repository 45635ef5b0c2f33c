import { standardSprak, tolkaSprak, type Sprak } from '@fullmakt/shared/i18n';
import { aviseringLankFor } from '@fullmakt/shared/texts';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { iSprak } from '../core/request-language';
import type { Database } from '../db/schema';
import { claimNotice, dueNotices, markNotice, type UtskickRow } from './outbox-store';

/** The message as handed to SMTP; the id is its Message-ID, so a receiver can deduplicate. */
export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  /** The language it is written in, its recipient's: sent as Content-Language. */
  language: Sprak;
}

/** Sends one message, or throws nodemailer's error (with `responseCode` when SMTP answered). */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** The sender's address of every notice. */
export const fromAddress = 'Fullmakt <ingen-svarsadress@fullmakt.test>';

/** An SMTP sender over one pooled connection set, from a URL such as smtp://127.0.0.1:2525. */
export function smtpSender(url: string): { send: SendMail; close: () => void } {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    pool: true,
    host: parsed.hostname,
    port: Number(parsed.port || (secure ? 465 : 25)),
    secure,
    ...(parsed.username
      ? {
          auth: {
            user: decodeURIComponent(parsed.username),
            pass: decodeURIComponent(parsed.password),
          },
        }
      : {}),
    maxConnections: 5,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
  });
  return {
    send: async ({ language, ...mail }) => {
      // A mail program or screen reader reads the message in its language (RFC 3282).
      const headers = { 'Content-Language': language };
      await transport.sendMail({ from: fromAddress, ...mail, headers });
    },
    close: () => transport.close(),
  };
}

export interface OutboxOptions {
  db: Kysely<Database>;
  /** null: no SMTP server set (the embedded default); notices are kept for the developers' page. */
  send: SendMail | null;
  publicUrl: string;
  now: () => Date;
  /** First retry after this long, doubling up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** After this many attempts a notice is kept as failed. */
  maxAttempts?: number;
  /** Test seam: runs after a message is sent and before it is marked (a stop in between). */
  afterSend?: (row: UtskickRow) => Promise<void>;
}

/** Per-notice failure that will not get better by trying again: the server refused it (5xx). */
function permanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

const messageOf = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * One pass of the outbox: claims due notices and sends each at most once. A refusal by the
 * receiving server (a bouncing address) is kept as failed; a server down or busy is tried
 * again with backoff. Answers what it did.
 */
export async function runOutbox(
  options: OutboxOptions,
  batch = 200,
): Promise<{ skickade: number; misslyckade: number; igen: number }> {
  const { db, send, now } = options;
  const backoffMs = options.backoffMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const result = { skickade: 0, misslyckade: 0, igen: 0 };
  const due = await dueNotices(db, now().toISOString(), batch);

  const one = async (row: UtskickRow) => {
    if (!(await claimNotice(db, row, now().toISOString()))) {
      return;
    }
    if (send === null || row.adress === null) {
      await markNotice(db, row.id, { status: 'SPARAD', at: now().toISOString() });
      result.skickade += 1;
      return;
    }
    // The line before the link in the language the notice was written in (issue 33).
    const language = tolkaSprak(row.sprak) ?? standardSprak;
    const lankRad = iSprak(language, () => aviseringLankFor(row.typ));
    try {
      await send({
        messageId: `<${row.id}@fullmakt.test>`,
        to: row.adress,
        subject: row.amne,
        text: `${row.text}\n\n${lankRad}\n${options.publicUrl}${row.lank}\n`,
        language,
      });
    } catch (err) {
      const attempts = row.forsok + 1;
      if (permanent(err) || attempts >= maxAttempts) {
        await markNotice(db, row.id, { status: 'MISSLYCKAD', fel: messageOf(err) });
        result.misslyckade += 1;
      } else {
        const wait = Math.min(maxBackoffMs, backoffMs * 2 ** (attempts - 1));
        const nastaForsok = new Date(now().getTime() + wait).toISOString();
        await markNotice(db, row.id, { status: 'KO', nastaForsok, fel: messageOf(err) });
        result.igen += 1;
      }
      return;
    }
    await options.afterSend?.(row);
    await markNotice(db, row.id, { status: 'SKICKAD', at: now().toISOString() });
    result.skickade += 1;
  };

  // A few at a time: the pooled transport keeps that many connections busy.
  const parallel = 5;
  for (let i = 0; i < due.length; i += parallel) {
    await Promise.all(due.slice(i, i + parallel).map(one));
  }
  return result;
}
