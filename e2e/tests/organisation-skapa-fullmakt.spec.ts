import assert from 'node:assert/strict';
import { apiInPage } from '../src/api-in-page';
import { expect, test } from '../src/fixtures';
import {
  idag,
  nastaAr,
  tillOrganisationer,
  tillSigneringssteget,
  valjOrganisation,
} from '../src/organisation-journey';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';
import { testPersons } from '../src/sign-in';

/** Each test's power ends on its own day, so its row is told apart from the others. */
const slut = { nordisk: `${nastaAr}-05-15`, fjallbyn: `${nastaAr}-06-15` } as const;
const period = (tom: string) => `${idag} till och med ${tom}`;

test.describe('organisation: a power signed by two of the board', () => {
  test('Erik and Maria sign for Nordisk Byggteknik AB, and Lena receives it', async ({
    openPage,
  }) => {
    {
      const p = await openPage();
      await tillOrganisationer(p, testPersons.erik);
      const nordisk = p.page.getByRole('listitem').filter({ hasText: 'Nordisk Byggteknik AB' });
      await expect(nordisk.getByText('556712-3459')).toBeVisible();
      await expect(nordisk.getByText('Styrelseledamot')).toBeVisible();
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      await tillSigneringssteget(p, slut.nordisk);

      // One of the board alone is refused.
      const styrelsen = p.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
      // The minimum is said up front, and the hint counts what is still needed.
      await expect(styrelsen.getByText('Minst 2 personer ska skriva under.')).toBeVisible();
      await expect(styrelsen.getByText('Välj minst 2 personer till.')).toBeVisible();
      await styrelsen.getByRole('checkbox', { name: 'Erik Johansson (du)' }).check();
      await expect(styrelsen.getByText('Välj minst 1 person till.')).toBeVisible();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      // In the error summary, which takes focus.
      await expect(
        p.page.getByRole('link', { name: 'Minst 2 personer ska skriva under' }),
      ).toBeVisible();
      await expect(p.page.locator('.error-summary'), 'the error summary has focus').toBeFocused();
      await p.check();
      await styrelsen.getByRole('checkbox', { name: 'Maria Svensson' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await expect(p.page.getByText('Steg 6 av 6', { exact: true })).toBeVisible();
      await expect(p.page.getByRole('main').getByText(period(slut.nordisk))).toBeVisible();

      await skrivUnderHosSigneringstjansten(p);
      await p.shows('Din underskrift är klar');
      await expect(p.page.getByText('Kvar att skriva under: Maria Svensson')).toBeVisible();

      // On the overview the power waits for Maria, not for Erik.
      await p.visit('/organisation/fullmaktsgivare');
      const vantar = p.page.getByRole('listitem').filter({ hasText: 'Tillståndsansökningar' });
      await expect(vantar.getByText(/1 av 2 underskrifter/)).toBeVisible();
      await expect(vantar.getByText(/Kvar att skriva under: Maria Svensson/)).toBeVisible();
      await expect(vantar.getByText('Väntar på din underskrift')).toHaveCount(0);
      await p.check();
    }

    {
      const p = await openPage();
      await tillOrganisationer(p, testPersons.maria);
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      const vantar = p.page.getByRole('listitem').filter({ hasText: 'Tillståndsansökningar' });
      await expect(vantar.getByText('Väntar på din underskrift')).toBeVisible();
      await p.check();
      await vantar
        .getByRole('link', { name: 'Granska och skriv under Tillståndsansökningar' })
        .click();
      await p.shows('Påbörjad fullmakt');
      await expect(p.page.getByText(/Kvar att skriva under: Maria Svensson/).first()).toBeVisible();
      await p.check();
      await skrivUnderHosSigneringstjansten(p);
      await p.shows('Fullmakten är underskriven');

      await p.visit('/organisation/fullmaktsgivare');
      await p.page.getByRole('radio', { name: 'Giltiga' }).check();
      const rad = p.page.getByRole('row').filter({ hasText: period(slut.nordisk) });
      await expect(rad.getByText('Klar och skickad till tredje man')).toBeVisible();
      await p.check();
    }

    {
      const p = await openPage();
      await tillOrganisationer(p, testPersons.lena);
      const svar = await apiInPage(p.page, 'POST', '/api/dfm/sok/fullmakter', {
        filter: {
          fullmaktshavare: { id: testPersons.lena.personnummer },
          page: { page: 0, size: 20 },
        },
      });
      assert.equal(svar.status, 200);
      const fullmakter = (
        svar.body as {
          fullmakter: {
            rubrik: string;
            giltigTom?: string;
            status?: string;
            fullmaktsgivare: { id: string };
          }[];
        }
      ).fullmakter;
      const mottagen = fullmakter.find((f) => f.giltigTom === slut.nordisk);
      assert.ok(mottagen, 'Lena has received the power');
      assert.equal(mottagen.fullmaktsgivare.id, '5567123459');
      assert.equal(mottagen.status, 'UNDERSKRIVEN');
    }
  });

  test('refuses Fjällbyns Ekonomiska Förening without its mandatory member Karin Nilsson, and loses nothing when a signing is aborted', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOrganisationer(p, testPersons.erik);
    await valjOrganisation(p, 'Fjällbyns Ekonomiska Förening');
    await tillSigneringssteget(p, slut.fjallbyn);
    const styrelsen = p.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
    const karin = styrelsen.getByRole('checkbox', {
      name: 'Karin Nilsson (måste skriva under)',
    });
    await expect(karin, 'the mandatory chair is chosen from the start').toBeChecked();
    await karin.uncheck();
    await styrelsen.getByRole('checkbox', { name: 'Erik Johansson (du)' }).check();
    await styrelsen.getByRole('checkbox', { name: 'Birgitta Sjöberg' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await expect(
      p.page.getByRole('link', {
        name: 'Alla obligatoriska personer i gruppen måste skriva under.',
      }),
    ).toBeVisible();
    await p.check();
    await expect(p.page).toHaveURL(/\/skapa\/signering$/);

    // With Karin it goes on; an aborted signing loses nothing.
    await karin.check();
    await styrelsen.getByRole('checkbox', { name: 'Birgitta Sjöberg' }).uncheck();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Skriv under');
    await skrivUnderHosSigneringstjansten(p, 'Användaren avbryter');
    await p.shows('Problem vid underskrift');
    await expect(p.page.getByRole('alert').getByText(/avbröt/)).toBeVisible();
    await p.check();

    await p.visit('/organisation/fullmaktsgivare');
    const vantar = p.page.getByRole('listitem').filter({ hasText: 'Tillståndsansökningar' });
    await expect(vantar.getByText(/0 av 2 underskrifter/)).toBeVisible();
    await expect(vantar.getByText('Väntar på din underskrift')).toBeVisible();
    await p.check();
    await vantar
      .getByRole('link', { name: 'Granska och skriv under Tillståndsansökningar' })
      .click();
    await p.shows('Påbörjad fullmakt');
    await skrivUnderHosSigneringstjansten(p);
    await p.shows('Din underskrift är klar');
    await expect(p.page.getByText('Kvar att skriva under: Karin Nilsson')).toBeVisible();
    await p.check();
  });
});
