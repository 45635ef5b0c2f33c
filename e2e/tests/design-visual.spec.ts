import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { tillOversikten } from '../src/privat-journey';
import { testPersons } from '../src/sign-in';
import { jamforVidBredder } from '../src/visual';

const idag = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
const nastaAr = Number(idag.slice(0, 4)) + 1;

/**
 * Issue 19, item 6: the main pages and states at 320 and 1280 px against the committed
 * baselines in e2e/visual-baselines. A difference fails and leaves the diff image in
 * e2e/artifacts/visual; `pnpm test:visual:update` (after `pnpm build`) rewrites them.
 */
test.describe('the look of the main pages', () => {
  test('public pages, the overview, the wizard with and without errors, and a power', async ({
    openPage,
  }) => {
    const fel: string[] = [];
    const p = await openPage();
    await p.visit('/');
    await jamforVidBredder(p.page, 'start', fel);
    await p.visit('/info/fragor-och-svar');
    await jamforVidBredder(p.page, 'info', fel);
    await p.visit('/login');
    await jamforVidBredder(p.page, 'login', fel);

    await tillOversikten(p);
    await jamforVidBredder(p.page, 'oversikt', fel);

    await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
    await p.shows('Välj tredje man');
    await jamforVidBredder(p.page, 'steg1', fel);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await expect(
      p.page.getByRole('heading', { name: 'Det finns fel som behöver rättas' }),
    ).toBeVisible();
    await p.check();
    await jamforVidBredder(p.page, 'steg1-fel', fel);
    await p.page.getByRole('radio', { name: 'Fordonsverket' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Välj fullmakt');
    await jamforVidBredder(p.page, 'steg2', fel);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await expect(
      p.page.getByRole('heading', { name: 'Det finns fel som behöver rättas' }),
    ).toBeVisible();
    await p.check();
    await jamforVidBredder(p.page, 'steg2-fel', fel);
    await p.page.getByRole('radio', { name: 'Ärenden om fordon' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Fullmaktshavare och giltighetstid');
    // The start date is today's by default: emptied, so the picture is the same every day.
    await p.page.getByLabel('Gäller från och med').fill('');
    await jamforVidBredder(p.page, 'steg3', fel);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await expect(
      p.page.getByRole('heading', { name: 'Det finns fel som behöver rättas' }),
    ).toBeVisible();
    await p.check();
    await jamforVidBredder(p.page, 'steg3-fel', fel);
    await p.page.getByLabel('Personnummer för fullmaktshavare 1').fill('19900730-2426');
    await p.page.getByLabel('Gäller från och med').fill(idag);
    await p.page.getByLabel('Gäller till och med').fill(`${nastaAr}-01-15`);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Behörigheter');
    await jamforVidBredder(p.page, 'steg4', fel);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Skriv under');
    await jamforVidBredder(p.page, 'steg5', fel);

    await p.visit('/privat/fullmaktsgivare');
    await p.page.getByRole('link', { name: 'Visa Ärenden om fordon' }).first().click();
    await expect(p.page.getByRole('button', { name: 'Återkalla fullmakt' })).toBeVisible();
    await p.check();
    await jamforVidBredder(p.page, 'fullmakt', fel);
    assert.deepEqual(fel, []);
  });

  test('the overview without powers', async ({ signedInAs }) => {
    const fel: string[] = [];
    const p = await signedInAs(testPersons.ali);
    await p.visit('/privat');
    // The one possible grantor is chosen without asking: /privat passes on to the overview.
    p.passedThrough('/privat');
    await p.shows('Fullmakter du har gett');
    await jamforVidBredder(p.page, 'oversikt-tom', fel);
    assert.deepEqual(fel, []);
  });
});
