import assert from 'node:assert/strict';
import { type CheckedPage, expect, test } from '../src/fixtures';
import { tillGiltighetssteget } from '../src/privat-journey';

const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
const tom = `${Number(idag.slice(0, 4)) + 1}-12-31`;

/** From /login, Foreign eID, then one of the provider's test identities. */
async function foreignEid(p: CheckedPage, identity: RegExp): Promise<void> {
  await p.visit('/login');
  await p.page.getByRole('button', { name: 'Foreign eID', exact: true }).click();
  await expect(
    p.page.getByRole('heading', { level: 1, name: 'Foreign eID – testidentiteter' }),
  ).toBeVisible();
  await p.check();
  await p.page.getByRole('radio', { name: identity }).check();
  await p.page.getByRole('button', { name: 'Legitimera' }).click();
}

test.describe('shell: Foreign eID in the test environment', () => {
  test('refuses an identity without a Swedish personnummer with the §8 text', async ({
    openPage,
  }) => {
    const p = await openPage();
    await foreignEid(p, /^TEST: Marie Dupont, Frankrike, utan svenskt personnummer$/);
    await p.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('error'));
    await p.settled();
    await expect(p.page.getByRole('alert')).toHaveText(
      /Du kan bara logga in med ett svenskt personnummer\. Samordningsnummer kan inte användas\./,
    );
    await expect(p.page.getByRole('button', { name: /Inloggad som/ })).toHaveCount(0);
  });

  test('signs in an identity with a Swedish personnummer, who can make a power but not sign it', async ({
    openPage,
  }) => {
    const p = await openPage();
    await foreignEid(p, /^TEST: Lena Persson, Tyskland, med svenskt personnummer/);
    await p.page.waitForURL((url) => url.pathname === '/' && !url.hash);
    await p.settled();
    await p.visit('/privat');
    // The one possible grantor is chosen without asking: /privat passes on to the overview.
    p.passedThrough('/privat');
    await p.shows('Fullmakter du har gett');
    await tillGiltighetssteget(p);
    await p.page.getByLabel('Personnummer för fullmaktshavare 1').fill('19780312-2386');
    await p.page.getByLabel('Gäller från och med').fill(idag);
    await p.page.getByLabel('Gäller till och med').fill(tom);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Behörigheter');
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Skriv under');
    const sign = p.page.getByRole('button', { name: 'Skriv under', exact: true });
    await expect(sign, 'no signing with a foreign eID').toBeDisabled();
    assert.equal(
      await sign.evaluate((button) => {
        const id = button.getAttribute('aria-describedby') ?? '';
        return document.getElementById(id)?.textContent;
      }),
      'Du kan inte skriva under med en utländsk e-legitimation (Foreign eID).',
    );
  });
});
