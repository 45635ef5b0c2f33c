// The organisation's journey through the production shape's front: two of the board sign
// for Nordisk Byggteknik AB, each on a browser of their own (the two server processes
// behind nginx share the signing through PostgreSQL).
import { expect, test } from '../src/prod-fixtures';
import {
  idag,
  nastaAr,
  tillOrganisationer,
  tillSigneringssteget,
  valjOrganisation,
} from '../src/organisation-journey';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';
import { testPersons } from '../src/sign-in';

/** Its own end date: the shape's database may have served an earlier run. */
const tom = `${nastaAr}-07-${String(10 + (Date.now() % 18)).padStart(2, '0')}`;
const period = `${idag} till och med ${tom}`;

test.describe('production shape: the organisation', () => {
  test('Erik and Maria sign for Nordisk Byggteknik AB', async ({ openPage }) => {
    {
      const p = await openPage();
      await tillOrganisationer(p, testPersons.erik);
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      await tillSigneringssteget(p, tom);
      const styrelsen = p.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
      await styrelsen.getByRole('checkbox', { name: 'Erik Johansson (du)' }).check();
      await styrelsen.getByRole('checkbox', { name: 'Maria Svensson' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await expect(p.page.getByRole('main').getByText(period)).toBeVisible();
      await skrivUnderHosSigneringstjansten(p);
      await p.shows('Din underskrift är klar');
      await expect(p.page.getByText('Kvar att skriva under: Maria Svensson')).toBeVisible();
      await p.check();
    }

    {
      const p = await openPage();
      await tillOrganisationer(p, testPersons.maria);
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      await p.page
        .getByRole('link', { name: 'Granska och skriv under Tillståndsansökningar' })
        .first()
        .click();
      await p.shows('Påbörjad fullmakt');
      await p.check();
      await skrivUnderHosSigneringstjansten(p);
      await p.shows('Fullmakten är underskriven');

      await p.visit('/organisation/fullmaktsgivare');
      await p.page.getByRole('radio', { name: 'Giltiga' }).check();
      const rad = p.page.getByRole('row').filter({ hasText: period });
      await expect(rad.getByText('Klar och skickad till tredje man')).toBeVisible();
      await p.check();
    }
  });
});
