import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { apiInPage } from '../src/api-in-page';
import {
  completeSignIn,
  legitimateWithBankIdMock,
  minorOn,
  signOut,
  testPersons,
} from '../src/sign-in';

const storageSizes = () => ({ local: localStorage.length, session: sessionStorage.length });

test.describe('shell: sign in with BankID Mock and out', () => {
  test('offers the six e-ID methods, signs in, shows the name with a logout menu, and logs out with storage cleared', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/');
    const header = p.page.getByRole('banner');
    await header.getByRole('link', { name: 'Logga in' }).click();
    await expect(p.page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
    await p.check();
    await expect(
      header.getByRole('link', { name: 'Logga in' }),
      'no login button on /login',
    ).toHaveCount(0);
    await expect(
      p.page.getByRole('region', { name: 'Välj e-legitimation' }).getByRole('button'),
    ).toHaveText(['Mobilt BankID', 'BankID', 'Telia', 'Freja+', 'Foreign eID', 'BankID Mock']);

    await completeSignIn(p, testPersons.anna, { path: '/', heading: /./ });
    const user = header.getByRole('button', { name: 'Inloggad som Anna Lindqvist' });
    await expect(user).toHaveText('Anna Lindqvist');
    await expect(header.getByRole('link', { name: 'Logga in' })).toHaveCount(0);
    assert.ok(
      (await p.page.evaluate(storageSizes)).session > 0,
      'the tokens are in sessionStorage',
    );

    // Keyboard: open the menu and log out, from a page other than the root.
    await p.visit('/info/om-oss');
    await user.focus();
    await p.page.keyboard.press('Enter');
    await p.page.getByRole('button', { name: 'Logga ut' }).focus();
    await p.check();
    await signOut(p, () => p.page.keyboard.press('Enter'));
    await expect(header.getByRole('link', { name: 'Logga in' })).toBeVisible();
    // The app writes its role back at start; nothing of the signed-in user is left.
    const left = await p.page.evaluate(() =>
      Object.keys(sessionStorage).concat(Object.keys(localStorage)),
    );
    assert.ok(
      left.every((key) => !key.startsWith('oidc.') && !key.includes('inloggning')),
      `storage after logout: ${left.join(', ')}`,
    );
  });

  test('refuses a person under 18 with the Swedish message, back on /login', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/login');
    await legitimateWithBankIdMock(p, minorOn(new Date()));
    await p.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('error'));
    const alert = p.page.getByRole('alert');
    await expect(alert).toBeVisible();
    await p.settled();
    await expect(alert).toHaveText(/Du måste ha fyllt 18 år för att använda tjänsten\./);
    assert.equal(
      await p.page.evaluate(() => document.activeElement?.getAttribute('role')),
      'alert',
      'focus is on the message',
    );
    await expect(p.page.getByRole('button', { name: /Inloggad som/ })).toHaveCount(0);
  });

  test('refuses a samordningsnummer with the Swedish message', async ({ openPage }) => {
    const p = await openPage();
    await p.visit('/login');
    await legitimateWithBankIdMock(p, testPersons.ahmed);
    await p.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('error'));
    await p.settled();
    await expect(p.page.getByRole('alert')).toHaveText(
      /Du kan bara logga in med ett svenskt personnummer/,
    );
  });
});

test.describe('shell: sign-out ends everything', () => {
  test("ends the provider's session: the next sign-in asks for the e-ID again, and Back shows no power", async ({
    signedInAs,
  }) => {
    const p = await signedInAs(testPersons.anna);
    // A power of Anna's (a draft), made through the API with the browser's DPoP key.
    const draft = await apiInPage(p.page, 'POST', '/api/fullmakter-api/fullmakter/utkast', {
      fullmaktsgivare: { id: testPersons.anna.personnummer, typ: 'pnr' },
      fullmaktsgivarroll: 'Privat',
      tredjeman: { id: '2021001231' },
      mall: { id: 'fordon-arenden' },
    });
    assert.equal(draft.status, 200);
    await p.visit('/privat');
    // The one possible grantor is chosen without asking: /privat passes on to the overview.
    p.passedThrough('/privat');
    await p.shows('Fullmakter du har gett');
    await expect(p.page.getByText('Fordonsverket').first()).toBeVisible();

    const tokens = await p.page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      return JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
        id_token?: string;
        refresh_token?: string;
      };
    });
    assert.ok(tokens.id_token && tokens.refresh_token, 'signed in with both tokens');
    // Every address the browser asks for during the sign-out (logs and history keep them).
    const asked: string[] = [];
    const watch = (request: { url: () => string }) => asked.push(request.url());
    p.page.on('request', watch);
    const header = p.page.getByRole('banner');
    await signOut(p, async () => {
      await header.getByRole('button', { name: 'Inloggad som Anna Lindqvist' }).click();
      await p.page.getByRole('button', { name: 'Logga ut' }).click();
    });
    p.page.off('request', watch);
    const logoutRequests = asked.filter((url) => new URL(url).pathname === '/oauth2/logout');
    assert.equal(logoutRequests.length, 1, `sign-out addresses: ${asked.join(' ')}`);
    const idTokenParts = tokens.id_token.split('.');
    for (const url of asked) {
      assert.ok(!url.includes('id_token_hint'), `an ID token in ${url}`);
      assert.ok(
        idTokenParts.every((part) => !url.includes(part)),
        `a part of the ID token in ${url}`,
      );
    }
    // The session ended all the same: its refresh token is dead at the provider.
    const session = await p.page.request.get(new URL('/oauth2/session', p.page.url()).href, {
      headers: { 'refresh-token': tokens.refresh_token },
    });
    assert.equal(session.status(), 401, 'the old refresh token no longer answers');
    const dpopKeys = await p.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const opened = indexedDB.open('oidc');
          opened.onsuccess = () => {
            const db = opened.result;
            if (!db.objectStoreNames.contains('dpop')) {
              resolve(0);
              return;
            }
            const count = db.transaction('dpop').objectStore('dpop').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    assert.equal(dpopKeys, 0, 'the DPoP key is gone with the session');

    // Back in the history: the page with the power was replaced by the logout; the logout
    // address finishes by itself and comes to the root again, with nothing of Anna's.
    await p.page.goBack();
    await p.page.waitForURL((url) => url.pathname === '/' && !url.search);
    await p.settled();
    const shown = (await p.page.locator('body').textContent()) ?? '';
    assert.ok(!shown.includes('Anna Lindqvist'), `after Back: ${p.page.url()}`);
    assert.ok(!shown.includes('Fordonsverket'), `after Back: ${p.page.url()}`);

    // The next sign-in in this browser asks for the e-ID again.
    await p.visit('/login');
    await p.page.getByRole('button', { name: 'BankID Mock', exact: true }).click();
    await expect(p.page.getByRole('heading', { level: 1, name: 'BankID Mock' })).toBeVisible();
    await p.check();
  });
});

test.describe('shell: a method this environment does not have', () => {
  test('comes back to /login with the Swedish refusal from the provider', async ({ openPage }) => {
    const p = await openPage();
    await p.visit('/login');
    await p.page.getByRole('button', { name: 'Freja+', exact: true }).click();
    await p.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('error'));
    await p.settled();
    await expect(p.page.getByRole('alert').locator('p').first()).toHaveText(
      'Freja+ finns inte i den här miljön. Välj BankID Mock.',
    );
  });
});

test.describe('shell: crafted links to /login', () => {
  const phishing =
    'Ditt BankID är spärrat. Ring Fullmaktsservice på 0771-123 456 och uppge din säkerhetskod.';
  const links: { name: string; query: Record<string, string>; expected: string }[] = [
    {
      name: 'prose in error_description',
      query: { error: 'access_denied', error_description: phishing },
      expected: 'Inloggningen kunde inte slutföras. Försök igen.',
    },
    {
      name: 'an unknown error',
      query: { error: 'ring_0771_123456', error_description: 'Ring oss' },
      expected: 'Inloggningen misslyckades. Försök igen senare.',
    },
    {
      name: 'HTML in a parameter',
      query: { error: '<b>0771</b>', error_description: '<img src=x alt="0771">' },
      expected: 'Inloggningen misslyckades. Försök igen senare.',
    },
    {
      name: 'a very long parameter',
      query: { error: 'access_denied', error_description: `0771 ${'x'.repeat(4000)}` },
      expected: 'Inloggningen kunde inte slutföras. Försök igen.',
    },
    {
      name: 'a known code',
      query: { error: 'access_denied', error_description: 'under-18' },
      expected: 'Du måste ha fyllt 18 år för att använda tjänsten.',
    },
  ];
  test("shows only the service's own text for each, never the link's", async ({ openPage }) => {
    const p = await openPage();
    for (const link of links) {
      await p.visit(`/login?${new URLSearchParams(link.query).toString()}`);
      const alert = p.page.getByRole('alert');
      const shown = (await alert.textContent()) ?? '';
      assert.ok(shown.includes(link.expected), `${link.name}: ${shown}`);
      assert.ok(!shown.includes('0771') && !shown.includes('Ring'), `${link.name}: ${shown}`);
      await expect(p.page.getByText('0771'), link.name).toHaveCount(0);
    }
  });
});

test.describe('shell: the login page by keyboard', () => {
  test('reaches BankID Mock with Tab and starts the sign-in with Enter', async ({ openPage }) => {
    const p = await openPage();
    await p.visit('/login');
    let focused = '';
    for (let presses = 0; presses < 20 && focused !== 'BankID Mock'; presses += 1) {
      await p.page.keyboard.press('Tab');
      focused = await p.page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    assert.equal(focused, 'BankID Mock');
    await p.page.keyboard.press('Enter');
    await expect(p.page.getByRole('heading', { level: 1, name: 'BankID Mock' })).toBeVisible();
    await p.check();
  });
});

test.describe('shell: a token exchange that fails', () => {
  test('returns to /login with error=server_error and says so in Swedish', async ({ openPage }) => {
    // The refused exchange is what this test provokes.
    const p = await openPage({ allowConsoleErrors: [/status of 500/] });
    await p.page.route('**/oauth2/token', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await p.visit('/login');
    await legitimateWithBankIdMock(p, testPersons.anna);
    await p.page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('error') === 'server_error',
    );
    await p.settled();
    await expect(p.page.getByRole('alert')).toHaveText(
      /Inloggningen misslyckades\. Försök igen senare\./,
    );
    await expect(p.page.getByRole('button', { name: /Inloggad som/ })).toHaveCount(0);
  });
});
