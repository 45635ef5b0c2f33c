import { expect, test } from '../src/fixtures';
import {
  idag,
  nastaAr,
  tillOrganisationer,
  tillSigneringssteget,
  valjOrganisation,
} from '../src/organisation-journey';
import { testPersons } from '../src/sign-in';

const tom = `${nastaAr}-09-15`;

test.describe('organisation: a kept draft resumes in another browser', () => {
  test('Erik keeps a power for Nordisk Byggteknik AB and resumes it elsewhere with its content', async ({
    openPage,
  }) => {
    {
      const p = await openPage();
      await tillOrganisationer(p, testPersons.erik);
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      await tillSigneringssteget(p, tom);
      await p.page.getByRole('link', { name: 'Tillbaka' }).click();
      await p.shows('Behörigheter');
      await p.page.getByRole('checkbox', { name: 'Betala avgifter' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Välj vem som ska skriva under');
      await p.page.getByRole('checkbox', { name: 'Erik Johansson (du)' }).check();
      await p.page.getByRole('checkbox', { name: 'Anna Lindqvist' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await p.page.getByRole('button', { name: 'Skriv under senare' }).click();
      await p.shows('Fullmakter organisationen har gett');
      await expect(
        p.page.getByRole('status').getByText(/sparad som ett påbörjat utkast/),
      ).toBeVisible();
      await expect(
        p.page
          .getByRole('listitem')
          .filter({ hasText: 'Tillståndsansökningar' })
          .getByText(/Påbörjad/),
      ).toBeVisible();
      await p.check();
    }

    {
      const p = await openPage();
      await tillOrganisationer(p, testPersons.erik);
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      await p.page.getByRole('link', { name: 'Fortsätt med Tillståndsansökningar' }).click();
      await p.shows('Påbörjad fullmakt');
      await p.page.getByRole('button', { name: 'Fortsätt med utkastet' }).click();
      await p.shows('Fullmaktshavare och giltighetstid');
      await expect(p.page.getByText('Steg 3 av 6', { exact: true })).toBeVisible();
      await expect(p.page.getByLabel('Personnummer för fullmaktshavare 1')).toHaveValue(
        '19900730-2426',
      );
      await expect(p.page.getByLabel('Gäller från och med')).toHaveValue(idag);
      await expect(p.page.getByLabel('Gäller till och med')).toHaveValue(tom);
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Behörigheter');
      await expect(p.page.getByRole('checkbox', { name: 'Betala avgifter' })).toBeChecked();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Välj vem som ska skriva under');
      // Who signs was saved on the draft too: Erik and Anna, as chosen in the first browser.
      await expect(p.page.getByRole('checkbox', { name: 'Erik Johansson (du)' })).toBeChecked();
      await expect(p.page.getByRole('checkbox', { name: 'Anna Lindqvist' })).toBeChecked();
      await expect(p.page.getByRole('checkbox', { name: 'Maria Svensson' })).not.toBeChecked();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await expect(p.page.getByRole('main').getByText(`${idag} till och med ${tom}`)).toBeVisible();
    }
  });
});
