import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp, testPublicUrl } from '../testing/test-app';
import { devMailboxPath } from './dev-mailbox-route';
import { runOutbox } from './outbox-worker';

describe("the developers' mailbox", () => {
  it('shows the notices kept when no SMTP server is set', async () => {
    const t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
    try {
      const power = await signedPrivatePower(t, p.anna, p.lena);
      const kept = await runOutbox({
        db: t.app.deps.db.kysely,
        send: null,
        publicUrl: testPublicUrl,
        now: () => t.clock.now,
      });
      expect(kept.skickade).toBe(1);
      const page = await t.app.inject({ method: 'GET', url: devMailboxPath });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Du har fått en fullmakt');
      expect(page.body).toContain('lena.persson@fullmakt.test');
      expect(page.body).toContain(`id=${power.id}`);
    } finally {
      await t.close();
    }
  });

  it('does not exist in production', async () => {
    const t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { env: 'prod' },
    });
    try {
      const page = await t.app.inject({ method: 'GET', url: devMailboxPath });
      expect(page.body).not.toContain('E-post från tjänsten');
    } finally {
      await t.close();
    }
  });
});
