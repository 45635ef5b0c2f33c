import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { completeSignIn, testPersons } from '../src/sign-in';

test.describe('shell: the session guard', () => {
  test('sends a deep link to a protected page to /login with the target, and back there after sign-in', async ({
    site,
    openPage,
  }) => {
    const p = await openPage();
    const wanted = '/organisation/engagemang?sida=2';
    await p.page.goto(site.origin + wanted);
    await p.page.waitForURL((url) => url.pathname === '/login');
    await p.settled();
    const target = new URL(p.page.url()).searchParams.get('target') ?? '';
    assert.equal(Buffer.from(target, 'base64').toString('utf8'), wanted);
    await expect(p.page.locator('main h1')).toHaveText('Logga in');

    await completeSignIn(p, testPersons.anna, { path: wanted, heading: 'Dina organisationer' });
    await expect(
      p.page.getByRole('banner').getByRole('button', { name: /Inloggad som/ }),
    ).toHaveText('Anna Lindqvist');
  });

  test('sends a user with protected identity (sekretess) from /privat to a page that says why', async ({
    site,
    openPage,
  }) => {
    const p = await openPage();
    await p.page.goto(`${site.origin}/privat/fullmaktsgivare`);
    await p.page.waitForURL((url) => url.pathname === '/login');
    p.passedThrough('/privat/fullmaktsgivare');
    await p.settled();
    await completeSignIn(p, testPersons.sara, {
      path: '/sekretess',
      heading: 'Du kan inte använda tjänsten som privatperson',
    });
    await p.visit('/privat/ombud');
    await expect(p.page).toHaveURL((url) => url.pathname === '/sekretess');
    p.passedThrough('/privat/ombud');
    // Organisation pages stay open to her.
    await p.visit('/organisation/engagemang');
    await expect(p.page.locator('main h1')).toHaveText('Dina organisationer');
  });

  test('keeps public pages open without a session', async ({ openPage }) => {
    const p = await openPage();
    await p.visit('/info/om-oss');
    await expect(p.page.locator('main h1')).toHaveText('Om oss');
    await expect(p.page).toHaveURL((url) => url.pathname === '/info/om-oss');
  });

  test('allows the signing result only with a bvebiljett, and shows the signing problem for an unknown one', async ({
    site,
    openPage,
  }) => {
    // The server answers 404 for a ticket it does not know: that is the case under test.
    const p = await openPage({ allowConsoleErrors: [/status of 404/] });
    await p.page.goto(`${site.origin}/underskrift/resultat?bvebiljett=okand`);
    await p.page.waitForURL((url) => url.pathname === '/login');
    await p.settled();
    await completeSignIn(p, testPersons.anna, {
      path: '/underskrift/resultat?bvebiljett=okand',
      heading: 'Problem vid underskrift',
    });
    await expect(p.page.getByRole('alert')).toHaveText('Vi hittade ingen påbörjad underskrift.');
    await p.visit('/underskrift/resultat');
    await expect(p.page.locator('main h1')).toHaveText('Sidan finns inte');
  });
});
