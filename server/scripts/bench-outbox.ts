// `pnpm --filter @fullmakt/server exec tsx scripts/bench-outbox.ts`: queues 1 000 notices
// and sends them to a real SMTP server on loopback (the tests' receiver), printing the time.
// Figures, not a test (issue 14's target: under 30 s).
import { randomUUID } from 'node:crypto';
import { queueNotices, type Notice } from '../src/avisering/queue-notices';
import { runOutbox, smtpSender } from '../src/avisering/outbox-worker';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { insertFullmakt } from '../src/fullmakt/store';
import { testPerson as p } from '../src/seed/people';
import { tredjemanId } from '../src/seed/third-parties';
import { startSmtpReceiver } from '../src/testing/smtp-receiver';

const COUNT = Number(process.env.BENCH_NOTICES ?? 1000);
const db = openDatabase({ sqliteFile: ':memory:' });
const now = new Date('2026-03-02T09:00:00Z');
await prepareDatabase(db, now);
const id = randomUUID();
await insertFullmakt(db.kysely, {
  id,
  status: 'UNDERSKRIVEN',
  now: now.toISOString(),
  rubrik: 'Fordonsärenden',
  skapareId: p.anna,
  tredjeman: { id: tredjemanId.fordonsverket, namn: 'Fordonsverket' },
  mallId: 'fordon-arenden',
  givare: { id: p.anna, typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
  roll: 'Privat',
  giltigFrom: '2026-03-02',
  giltigTom: '2026-12-31',
  ursprungId: null,
  led: 0,
  havare: [],
  behorigheter: [],
  signeringsalternativId: null,
});
const notices: Notice[] = Array.from({ length: COUNT }, (_, i) => ({
  handelseId: `bench-${i}`,
  fullmaktId: id,
  typ: 'FULLMAKT_MOTTAGEN',
  mottagareId: p.lena,
  lank: `/privat/ombud/fullmakt?id=${id}&orgnummer=${tredjemanId.fordonsverket}`,
}));
await queueNotices(db.kysely, now.toISOString(), notices);
const smtp = await startSmtpReceiver();
const sender = smtpSender(smtp.url);
const started = performance.now();
let sent = 0;
for (;;) {
  const r = await runOutbox({
    db: db.kysely,
    send: sender.send,
    publicUrl: 'http://localhost:8080',
    now: () => now,
  });
  sent += r.skickade;
  if (r.skickade + r.misslyckade + r.igen === 0) {
    break;
  }
}
const seconds = (performance.now() - started) / 1000;
console.info(
  `${sent} av ${COUNT} meddelanden skickade till SMTP på loopback på ${seconds.toFixed(1)} s (${smtp.received.length} mottagna)`,
);
sender.close();
await smtp.stop();
await db.close();
