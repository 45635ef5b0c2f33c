import assert from 'node:assert/strict';
import { type CheckedPage, expect, test } from '../src/fixtures';
import { completeSignIn, signIn, testPersons } from '../src/sign-in';

/** Rewrites the stored session so it expires `inSeconds` from now, optionally with a refresh token. */
async function ageSession(
  p: CheckedPage,
  inSeconds: number,
  refreshToken?: string,
): Promise<number> {
  return p.page.evaluate(
    ({ inSeconds, refreshToken }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      if (!key) {
        throw new Error('no stored session');
      }
      const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
        expires_at: number;
        refresh_token?: string;
      };
      user.expires_at = Math.floor(Date.now() / 1000) + inSeconds;
      if (refreshToken !== undefined) {
        user.refresh_token = refreshToken;
      }
      sessionStorage.setItem(key, JSON.stringify(user));
      return user.expires_at;
    },
    { inSeconds, refreshToken },
  );
}

async function storedExpiry(p: CheckedPage): Promise<number | undefined> {
  return p.page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at: number }).expires_at
      : undefined;
  });
}

test.describe('shell: a session that expires', () => {
  test('counts as expired 30 s before its exp and is renewed in the background with the refresh token', async ({
    signedInAs,
  }) => {
    const p = await signedInAs(testPersons.anna);
    const aged = await ageSession(p, 20);
    await p.visit('/organisation/engagemang');
    await expect(p.page.locator('main h1')).toHaveText('Dina organisationer');
    const renewed = await storedExpiry(p);
    assert.ok(renewed !== undefined && renewed > aged + 60, 'new tokens were fetched');
    await expect(p.page.getByRole('button', { name: 'Inloggad som Anna Lindqvist' })).toHaveCount(
      1,
    );
  });

  test('is forgotten when the token exchange answers 400, and the guard sends the user to /login with the target', async ({
    site,
    openPage,
  }) => {
    // The refused refresh (400 invalid_grant) is what this test provokes.
    const p = await openPage({ allowConsoleErrors: [/status of 400/] });
    await signIn(p);
    await ageSession(p, 20, 'ogiltig-refresh-token');
    await p.page.goto(`${site.origin}/organisation/engagemang`);
    await p.page.waitForURL((url) => url.pathname === '/login');
    await p.settled();
    const target = new URL(p.page.url()).searchParams.get('target') ?? '';
    assert.equal(Buffer.from(target, 'base64').toString('utf8'), '/organisation/engagemang');
    assert.equal(await storedExpiry(p), undefined, 'the tokens are gone');
    await expect(p.page.getByRole('button', { name: /Inloggad som/ })).toHaveCount(0);
    // The session ran past its refresh token: /login says so, in Swedish.
    await expect(
      p.page.getByText(
        'Du har loggats ut eftersom inloggningen gick ut. Logga in igen för att fortsätta där du var.',
      ),
    ).toBeVisible();

    // Signing in again brings the user back where the session ended.
    await completeSignIn(p, testPersons.anna, {
      path: '/organisation/engagemang',
      heading: 'Dina organisationer',
    });
  });
});
