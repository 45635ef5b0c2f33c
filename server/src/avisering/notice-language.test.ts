import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { filledPrivateDraft, signed } from '../testing/signed-power';
import { startSmtpReceiver, type ReceivedMail } from '../testing/smtp-receiver';
import { startTestApp, testPublicUrl, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { runOutbox, smtpSender } from './outbox-worker';

// Issue 33 item 4: a person's language is kept on the server (the switch used signed in, or
// the choice a browser had made when its person signed in), and every notice to them is
// written in it: the recipient's, never the sender's; Swedish for anyone who chose nothing.
describe.each(testDatabases())("notices in their recipient's language on $name", ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  /** Signs a person in with BankID Mock in a browser (a cookie jar), as through the shell. */
  const signIn = async (person: string, browser = new OidcTestClient(t)) => {
    const { location } = await browser.loginWithMock({ testperson: person });
    expect(OidcTestClient.fragment(location ?? new URL('http://x')).get('code')).toBeTruthy();
    return browser;
  };
  const switchTo = async (browser: OidcTestClient, sprak: 'sv' | 'en') => {
    const answer = await browser.request('GET', `/sprak/${sprak}?till=/privat`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/privat');
  };
  const stored = () =>
    t.app.deps.db.kysely
      .selectFrom('person_sprak')
      .select(['person_id', 'sprak'])
      .orderBy('person_id')
      .execute();

  it('keeps the language a signed-in person chooses with the switch, for that person only', async () => {
    const lena = await signIn(p.lena);
    await switchTo(lena, 'en');
    expect(await stored()).toEqual([{ person_id: p.lena, sprak: 'en' }]);
    await switchTo(lena, 'sv');
    expect(await stored()).toEqual([{ person_id: p.lena, sprak: 'sv' }]);

    // Signed out, or a session cookie without the provider's signature: the browser's only.
    await switchTo(new OidcTestClient(t), 'en');
    const forged = new OidcTestClient(t);
    forged.cookies.set('_session', lena.cookies.get('_session') ?? '');
    forged.cookies.set('_session.sig', 'inte-providerns-signatur');
    await switchTo(forged, 'en');
    expect(await stored()).toEqual([{ person_id: p.lena, sprak: 'sv' }]);
  });

  it('makes the choice a browser made before signing in its person’s', async () => {
    const browser = new OidcTestClient(t);
    await switchTo(browser, 'en');
    expect(await stored()).toEqual([]);
    await signIn(p.maria, browser);
    expect(await stored()).toEqual([{ person_id: p.maria, sprak: 'en' }]);
    // A sign-in in a browser that chose nothing keeps what the person had chosen.
    await signIn(p.maria);
    expect(await stored()).toEqual([{ person_id: p.maria, sprak: 'en' }]);
  });

  it('e-mails a notice in English to a person who chose English, in Swedish to one who did not', async () => {
    await switchTo(await signIn(p.lena), 'en');
    const smtp = await startSmtpReceiver();
    const sender = smtpSender(smtp.url);
    const outbox = () =>
      runOutbox({
        db: t.app.deps.db.kysely,
        send: sender.send,
        publicUrl: testPublicUrl,
        now: () => t.clock.now,
      });
    const mailTo = (address: string): ReceivedMail => {
      const mail = smtp.received.find((m) => m.to.includes(address));
      expect(mail, address).toBeDefined();
      smtp.received.splice(smtp.received.indexOf(mail as ReceivedMail), 1);
      return mail as ReceivedMail;
    };
    const lena = 'lena.persson@fullmakt.test';
    const maria = 'maria.svensson@fullmakt.test';
    try {
      // Anna's power to Lena and Maria, signed in Swedish.
      const power = await signed(
        t,
        p.anna,
        await filledPrivateDraft(t, p.anna, { holders: [p.lena, p.maria] }),
      );
      expect(await outbox()).toMatchObject({ skickade: 2 });
      const received = mailTo(lena);
      expect(received.raw).toMatch(/^Subject: You have received a power of attorney\r?$/m);
      expect(received.raw).toMatch(/^Content-Language: en\r?$/m);
      expect(received.text).toContain(
        `You have received the power of attorney "${power.rubrik}" with`,
      );
      expect(received.text).toContain('It has been signed and is valid for the period it states.');
      expect(received.text).toContain('See the power of attorney in the service:');
      expect(received.text).toContain(`${testPublicUrl}/privat/ombud/fullmakt?id=${power.id}`);
      expect(received.text).not.toMatch(/fullmakten|tjänsten/i);
      const mottagen = mailTo(maria);
      expect(mottagen.raw).toMatch(/^Content-Language: sv\r?$/m);
      expect(mottagen.text).toContain(`Du har fått fullmakten "${power.rubrik}" hos`);
      expect(mottagen.text).toContain('Se fullmakten i tjänsten:');

      // Anna revokes it from a page in English: each holder is still told in their own.
      const revoked = await t.call(p.anna, {
        method: 'POST',
        url: fyllSokvag(API_ROUTES.aterkalla.path, { id: power.id }),
        headers: { 'accept-language': 'en' },
      });
      expect(revoked.statusCode).toBe(200);
      expect(await outbox()).toMatchObject({ skickade: 2 });
      expect(mailTo(lena).text).toContain('has been revoked and is no longer valid.');
      const aterkallad = mailTo(maria);
      expect(aterkallad.text).toContain('har återkallats och gäller inte längre.');
      expect(aterkallad.text).not.toContain('power of attorney');
    } finally {
      sender.close();
      await smtp.stop();
    }
  });
});
