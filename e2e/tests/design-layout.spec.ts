import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { LayoutKontroll } from '../src/layout-checks';
import { tillOrganisationer, valjOrganisation } from '../src/organisation-journey';
import { testPersons } from '../src/sign-in';
import { tillOversikten } from '../src/privat-journey';

/**
 * Issue 19, item 3: on every page and state the journeys reach, at 320 and 390 px, no
 * interactive target under 24 × 24 px, inputs and buttons at least 44 px tall, nothing
 * overflowing sideways, and text spacing (WCAG 1.4.12) that breaks nothing. One page per
 * role walks the pages in order, so the file loads few pages.
 */
test.describe('targets and reflow on narrow screens', () => {
  test('a private person: public pages, the overview, every wizard step with its errors, a power and its dialog', async ({
    openPage,
  }) => {
    const layout = new LayoutKontroll();
    const p = await openPage();
    await p.page.setViewportSize({ width: 320, height: 800 });
    await p.visit('/');
    await layout.kontrollera(p.page, 'start page');
    await p.visit('/info/fragor-och-svar');
    await layout.kontrollera(p.page, 'an information page');
    await p.visit('/login');
    await layout.kontrollera(p.page, 'login');

    await tillOversikten(p);
    await layout.kontrollera(p.page, 'overview with powers');

    await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
    await p.shows('Välj tredje man');
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await expect(p.page.getByRole('heading', { name: 'Det finns fel' })).toBeVisible();
    await p.check();
    await layout.kontrollera(p.page, 'step 1 with an error');
    await p.page.getByRole('radio', { name: 'Fordonsverket' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Välj fullmakt');
    await layout.kontrollera(p.page, 'step 2');
    await p.page.getByRole('radio', { name: 'Ärenden om fordon' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Fullmaktshavare och giltighetstid');
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await expect(p.page.getByRole('heading', { name: 'Det finns fel' })).toBeVisible();
    await p.check();
    await layout.kontrollera(p.page, 'step 3 with errors');

    await p.visit('/privat/fullmaktsgivare');
    await p.page.getByRole('link', { name: 'Visa Ärenden om fordon' }).first().click();
    await expect(p.page.getByRole('button', { name: 'Återkalla fullmakt' })).toBeVisible();
    await p.check();
    await layout.kontrollera(p.page, "a power's page");
    // Item 4: printed, the power is a document: no frame, menu or buttons; every fact.
    await p.page.emulateMedia({ media: 'print' });
    for (const ram of ['.site-header', '.site-footer', '.breadcrumbs', '.button']) {
      await expect(p.page.locator(ram).first(), `${ram} is not printed`).toBeHidden();
    }
    const fakta = p.page.locator('.detaljer');
    await expect(fakta, "the power's facts are printed").toBeVisible();
    for (const text of ['Fordonsverket', 'Ärenden om fordon', 'Lena Persson']) {
      await expect(fakta.getByText(text).first(), `${text} is printed`).toBeVisible();
    }
    await p.page.emulateMedia({ media: 'screen' });
    await p.page.getByRole('button', { name: 'Återkalla fullmakt' }).click();
    await expect(
      p.page.getByRole('dialog', { name: 'Vill du återkalla fullmakten?' }),
    ).toBeVisible();
    await layout.kontrollera(p.page, 'the revoke dialog');
    assert.deepEqual(layout.problem, []);
  });

  test('a holder and an organisation: received powers and the organisation overview', async ({
    openPage,
  }) => {
    const layout = new LayoutKontroll();
    const p = await openPage();
    await p.page.setViewportSize({ width: 320, height: 800 });
    await tillOrganisationer(p, testPersons.erik);
    await layout.kontrollera(p.page, 'organisation chooser');
    await valjOrganisation(p, 'Nordisk Byggteknik AB');
    await layout.kontrollera(p.page, 'organisation overview');
    await p.visit('/privat/ombud');
    await layout.kontrollera(p.page, 'received powers');
    assert.deepEqual(layout.problem, []);
  });
});
