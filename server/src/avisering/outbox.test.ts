import { testPerson as p } from '../seed/people';
import { signedPrivatePower } from '../testing/signed-power';
import { startSmtpReceiver } from '../testing/smtp-receiver';
import { startTestApp, testPublicUrl, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { holderNotNotified } from './outbox-store';
import { runOutbox, smtpSender, type OutboxOptions } from './outbox-worker';

describe.each(testDatabases())('the outbox on $name, against SMTP on loopback', ({ open }) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let sender: ReturnType<typeof smtpSender>;
  beforeEach(async () => {
    t = await startTestApp(await open());
    smtp = await startSmtpReceiver();
    sender = smtpSender(smtp.url);
  });
  afterEach(async () => {
    sender.close();
    await smtp.stop();
    await t.close();
  });

  const options = (extra: Partial<OutboxOptions> = {}): OutboxOptions => ({
    db: t.app.deps.db.kysely,
    send: sender.send,
    publicUrl: testPublicUrl,
    now: () => t.clock.now,
    backoffMs: 60_000,
    ...extra,
  });
  const statuses = async () =>
    (
      await t.app.deps.db.kysely
        .selectFrom('utskick')
        .select(['mottagare_id', 'status', 'typ'])
        .execute()
    ).map((r) => `${r.typ} ${r.mottagare_id} ${r.status}`);

  it('delivers once, late, when the mail server was down and came back', async () => {
    const power = await signedPrivatePower(t, p.anna, p.lena);
    expect(await statuses()).toEqual([`FULLMAKT_MOTTAGEN ${p.lena} KO`]);
    await smtp.stop();
    expect(await runOutbox(options())).toEqual({ skickade: 0, misslyckade: 0, igen: 1 });
    // Not yet due again: nothing is tried before the backoff has passed.
    await smtp.start();
    expect(await runOutbox(options())).toEqual({ skickade: 0, misslyckade: 0, igen: 0 });
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect(await runOutbox(options())).toEqual({ skickade: 1, misslyckade: 0, igen: 0 });
    expect(await runOutbox(options())).toEqual({ skickade: 0, misslyckade: 0, igen: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual(['lena.persson@fullmakt.test']);
    expect(mail?.text).toContain('Du har fått fullmakten');
    expect(mail?.text).toContain(`${testPublicUrl}/privat/ombud/fullmakt?id=${power.id}`);
    // No personal identity number in the text, the grantor's nor the holder's.
    for (const pnr of [p.anna, p.lena, '19780312-2386', '19900730-2426']) {
      expect(mail?.text).not.toContain(pnr);
    }
    expect(await statuses()).toEqual([`FULLMAKT_MOTTAGEN ${p.lena} SKICKAD`]);
  });

  it('never sends twice when the worker stopped between sending and marking', async () => {
    await signedPrivatePower(t, p.anna, p.lena);
    const stopped = runOutbox(
      options({
        afterSend: () => Promise.reject(new Error('processen stoppades')),
      }),
    );
    await expect(stopped).rejects.toThrow('processen stoppades');
    expect(smtp.received).toHaveLength(1);
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    await runOutbox(options());
    expect(smtp.received).toHaveLength(1);
    expect(await statuses()).toEqual([`FULLMAKT_MOTTAGEN ${p.lena} SKICKAS`]);
  });

  it('keeps a bounced notice as failed, and the grantor is told', async () => {
    const power = await signedPrivatePower(t, p.anna, p.ali);
    expect(await holderNotNotified(t.app.deps.db.kysely, power.id)).toBe(false);
    expect(await runOutbox(options())).toEqual({ skickade: 0, misslyckade: 1, igen: 0 });
    expect(await statuses()).toEqual([`FULLMAKT_MOTTAGEN ${p.ali} MISSLYCKAD`]);
    expect(await holderNotNotified(t.app.deps.db.kysely, power.id)).toBe(true);
    expect(smtp.received).toHaveLength(0);
  });
});
