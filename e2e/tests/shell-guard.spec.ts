import assert from 'node:assert/strict';
import { siteForThisFile, test, withPage } from '../src/fixtures';
import { completeSignIn, testPersons } from '../src/sign-in';

const site = siteForThisFile();

test.describe('shell: the session guard', () => {
  test('sends a deep link to a protected page to /login with the target, and back there after sign-in', async () => {
    await withPage(site, async (p) => {
      const wanted = '/organisation/engagemang?sida=2';
      await p.page.goto(site.origin + wanted);
      await p.page.waitForURL((url) => url.pathname === '/login');
      await p.settled();
      const target = new URL(p.page.url()).searchParams.get('target') ?? '';
      assert.equal(Buffer.from(target, 'base64').toString('utf8'), wanted);
      assert.equal(await p.page.locator('main h1').textContent(), 'Logga in');

      await completeSignIn(p, testPersons.anna, { path: wanted, heading: 'Dina organisationer' });
      assert.equal(
        await p.page
          .getByRole('banner')
          .getByRole('button', { name: /Inloggad som/ })
          .textContent(),
        'Anna Lindqvist',
      );
    });
  });

  test('sends a user with protected identity (sekretess) from /privat to a page that says why', async () => {
    await withPage(site, async (p) => {
      await p.page.goto(`${site.origin}/privat/fullmaktsgivare`);
      await p.page.waitForURL((url) => url.pathname === '/login');
      p.passedThrough('/privat/fullmaktsgivare');
      await p.settled();
      await completeSignIn(p, testPersons.sara, {
        path: '/sekretess',
        heading: 'Du kan inte använda tjänsten som privatperson',
      });
      await p.visit('/privat/ombud');
      assert.equal(new URL(p.page.url()).pathname, '/sekretess');
      p.passedThrough('/privat/ombud');
      // Organisation pages stay open to her.
      await p.visit('/organisation/engagemang');
      assert.equal(await p.page.locator('main h1').textContent(), 'Dina organisationer');
    });
  });

  test('keeps public pages open without a session', async () => {
    await withPage(site, async (p) => {
      await p.visit('/info/om-oss');
      assert.equal(await p.page.locator('main h1').textContent(), 'Om oss');
      assert.equal(new URL(p.page.url()).pathname, '/info/om-oss');
    });
  });

  test('allows the signing result only with a bvebiljett, and shows the signing problem for an unknown one', async () => {
    await withPage(
      site,
      async (p) => {
        await p.page.goto(`${site.origin}/underskrift/resultat?bvebiljett=okand`);
        await p.page.waitForURL((url) => url.pathname === '/login');
        await p.settled();
        await completeSignIn(p, testPersons.anna, {
          path: '/underskrift/resultat?bvebiljett=okand',
          heading: 'Problem vid underskrift',
        });
        assert.equal(
          await p.page.getByRole('alert').textContent(),
          'Vi hittade ingen påbörjad underskrift.',
        );
        await p.visit('/underskrift/resultat');
        assert.equal(await p.page.locator('main h1').textContent(), 'Sidan finns inte');
      },
      // The server answers 404 for a ticket it does not know: that is the case under test.
      { allowConsoleErrors: [/status of 404/] },
    );
  });
});
