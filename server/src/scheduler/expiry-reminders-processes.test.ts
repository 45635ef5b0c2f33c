import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { signedPrivatePower } from '../testing/signed-power';
import { startSmtpReceiver } from '../testing/smtp-receiver';
import {
  freePort,
  startServerProcess,
  stopProcess,
  type ServerProcess,
} from '../testing/server-process';
import { startTestApp } from '../testing/test-app';

// Debian's libfaketime: each server process runs with its own clock moved to a day before
// the power's end, which is the only way to move the clock of a real process.
const libfaketime = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;
const whyNot = !pgUrl
  ? 'FULLMAKT_TEST_DATABASE_URL saknas'
  : !existsSync(libfaketime)
    ? `${libfaketime} saknas (Debians paket faketime)`
    : undefined;
if (whyNot) {
  console.info(`Påminnelser med två processer testas inte: ${whyNot}`);
}

/** A database of its own on the test server: the processes read no schema setting. */
async function createDatabase(url: string, name: string) {
  const admin = openDatabase({ databaseUrl: url });
  try {
    await sql`create database ${sql.id(name)}`.execute(admin.kysely);
  } finally {
    await admin.close();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

async function dropDatabase(url: string, name: string) {
  const admin = openDatabase({ databaseUrl: url });
  try {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.kysely);
  } finally {
    await admin.close();
  }
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 90_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) {
      throw new Error(`Väntade förgäves på ${what}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(whyNot !== undefined)('expiry reminders from two server processes', () => {
  it('send exactly one e-mail per recipient and threshold, across restarts', async () => {
    const url = pgUrl ?? '';
    const name = `t_${randomUUID().replace(/-/g, '')}`;
    const ownUrl = await createDatabase(url, name);
    const smtp = await startSmtpReceiver();
    let servers: ServerProcess[] = [];
    const own = openDatabase({ databaseUrl: ownUrl });
    const db = own.kysely;
    try {
      // The power of signedPrivatePower: Anna to Lena, last day 2026-12-31.
      const t = await startTestApp(openDatabase({ databaseUrl: ownUrl }));
      const power = await signedPrivatePower(t, p.anna, p.lena);
      await t.close();

      /** Two processes on the database with their clocks at `at` (UTC). */
      const startBoth = async (at: string) => {
        const env = {
          FULLMAKT_SMTP_URL: smtp.url,
          LD_PRELOAD: libfaketime,
          FAKETIME: `@${at}`,
          // Timers keep their real length.
          FAKETIME_DONT_FAKE_MONOTONIC: '1',
          TZ: 'UTC',
        };
        servers = await Promise.all(
          [await freePort(), await freePort()].map((port) =>
            startServerProcess(port, { databaseUrl: ownUrl }, env),
          ),
        );
      };
      const stopBoth = async () => {
        await Promise.all(servers.map((s) => stopProcess(s)));
        servers = [];
      };
      /** The hour's pass of the reminders done by one of the processes. */
      const passDone = (hour: string) =>
        until(`påminnelsejobbet ${hour}`, async () => {
          const row = await db
            .selectFrom('schemalagt_jobb')
            .select('period')
            .where('namn', '=', 'paminnelser')
            .executeTakeFirst();
          return row?.period === hour;
        });
      /** Nothing left to send: every reminder queued has been handed to SMTP. */
      const outboxEmpty = () =>
        until('en tom utkorg', async () => {
          const left = await db
            .selectFrom('utskick')
            .select('id')
            .where('status', 'in', ['KO', 'SKICKAS'])
            .execute();
          return left.length === 0;
        });
      /** Each mail received as "threshold recipient", from its outbox row (Message-ID). */
      const mails = async () => {
        const rows = await db
          .selectFrom('utskick')
          .select(['id', 'handelse_id', 'mottagare_id', 'amne'])
          .execute();
        return smtp.received
          .map((m) => {
            const row = rows.find((r) => m.messageId === `<${r.id}@fullmakt.test>`);
            expect(row?.amne).not.toMatch(/\d{6}|Anna|Lena|Lindqvist|Persson/);
            return `${row?.handelse_id.split(':')[0] ?? m.messageId} ${m.to.join(',')}`;
          })
          .sort();
      };
      // What the power's signing sent (to the holder) is done with before the clock moves.
      await db.updateTable('utskick').set({ status: 'SKICKAD' }).execute();

      // 30 days before the end.
      await startBoth('2026-12-01 10:00:00');
      await passDone('2026-12-01T10');
      await until('två brev', () => smtp.received.length >= 2);
      await outboxEmpty();
      await stopBoth();
      const thirty = [
        'PAMINNELSE_UTGANG_30 anna.lindqvist@fullmakt.test',
        'PAMINNELSE_UTGANG_30 lena.persson@fullmakt.test',
      ];
      expect(await mails()).toEqual(thirty);

      // Restarted the next day, still within the first window: nothing again.
      await startBoth('2026-12-02 10:00:00');
      await passDone('2026-12-02T10');
      await outboxEmpty();
      await new Promise((r) => setTimeout(r, 6_000));
      await stopBoth();
      expect(await mails()).toEqual(thirty);

      // 7 days before the end: the second reminder, once each.
      await startBoth('2026-12-24 10:00:00');
      await passDone('2026-12-24T10');
      await until('fyra brev', () => smtp.received.length >= 4);
      await outboxEmpty();
      await new Promise((r) => setTimeout(r, 6_000));
      await stopBoth();
      expect(await mails()).toEqual([
        ...thirty,
        'PAMINNELSE_UTGANG_7 anna.lindqvist@fullmakt.test',
        'PAMINNELSE_UTGANG_7 lena.persson@fullmakt.test',
      ]);
      // The grantor's link opens the renewal; the holder's the power.
      const links = smtp.received.map((m) => /https?:\/\/\S+/.exec(m.text)?.[0] ?? '');
      expect(links.filter((l) => l.includes('/privat/fullmaktsgivare/fornya?'))).toHaveLength(2);
      expect(links.filter((l) => l.includes(`/privat/ombud/fullmakt?id=${power.id}`))).toHaveLength(
        2,
      );
    } finally {
      await Promise.all(servers.map((s) => stopProcess(s)));
      await own.close();
      await smtp.stop();
      await dropDatabase(url, name);
    }
  }, 300_000);
});
