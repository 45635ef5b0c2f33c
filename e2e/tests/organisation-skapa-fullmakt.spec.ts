import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiInPage } from '../src/api-in-page';
import { siteForThisFile, withPage } from '../src/harness';
import {
  idag,
  nastaAr,
  tillOrganisationer,
  tillSigneringssteget,
  valjOrganisation,
} from '../src/organisation-journey';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';
import { testPersons } from '../src/sign-in';

const site = siteForThisFile();

/** Each test's power ends on its own day, so its row is told apart from the others. */
const slut = { nordisk: `${nastaAr}-05-15`, fjallbyn: `${nastaAr}-06-15` } as const;
const period = (tom: string) => `${idag} till och med ${tom}`;

describe('organisation: a power signed by two of the board', () => {
  it('Erik and Maria sign for Nordisk Byggteknik AB, and Lena receives it', async () => {
    await withPage(site, async (p) => {
      await tillOrganisationer(p, testPersons.erik);
      const nordisk = p.page.getByRole('listitem').filter({ hasText: 'Nordisk Byggteknik AB' });
      await nordisk.getByText('556712-3459').waitFor();
      await nordisk.getByText('Styrelseledamot').waitFor();
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      await tillSigneringssteget(p, slut.nordisk);

      // One of the board alone is refused.
      const styrelsen = p.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
      // The minimum is said up front, and the hint counts what is still needed.
      await styrelsen.getByText('Minst 2 personer ska skriva under.').waitFor();
      await styrelsen.getByText('Välj minst 2 personer till.').waitFor();
      await styrelsen.getByRole('checkbox', { name: 'Erik Johansson (du)' }).check();
      await styrelsen.getByText('Välj minst 1 person till.').waitFor();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      // In the error summary, which takes focus.
      await p.page.getByRole('link', { name: 'Minst 2 personer ska skriva under' }).waitFor();
      assert.ok(
        await p.page.evaluate(() => document.activeElement?.classList.contains('error-summary')),
      );
      await p.check();
      await styrelsen.getByRole('checkbox', { name: 'Maria Svensson' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await p.page.getByText('Steg 6 av 6', { exact: true }).waitFor();
      await p.page.getByRole('main').getByText(period(slut.nordisk)).waitFor();

      await skrivUnderHosSigneringstjansten(p);
      await p.shows('Din underskrift är klar');
      await p.page.getByText('Kvar att skriva under: Maria Svensson').waitFor();

      // On the overview the power waits for Maria, not for Erik.
      await p.visit('/organisation/fullmaktsgivare');
      const vantar = p.page.getByRole('listitem').filter({ hasText: 'Tillståndsansökningar' });
      await vantar.getByText(/1 av 2 underskrifter/).waitFor();
      await vantar.getByText(/Kvar att skriva under: Maria Svensson/).waitFor();
      assert.equal(await vantar.getByText('Väntar på din underskrift').count(), 0);
      await p.check();
    });

    await withPage(site, async (p) => {
      await tillOrganisationer(p, testPersons.maria);
      await valjOrganisation(p, 'Nordisk Byggteknik AB');
      const vantar = p.page.getByRole('listitem').filter({ hasText: 'Tillståndsansökningar' });
      await vantar.getByText('Väntar på din underskrift').waitFor();
      await p.check();
      await vantar
        .getByRole('link', { name: 'Granska och skriv under Tillståndsansökningar' })
        .click();
      await p.shows('Påbörjad fullmakt');
      await p.page
        .getByText(/Kvar att skriva under: Maria Svensson/)
        .first()
        .waitFor();
      await p.check();
      await skrivUnderHosSigneringstjansten(p);
      await p.shows('Fullmakten är underskriven');

      await p.visit('/organisation/fullmaktsgivare');
      await p.page.getByRole('radio', { name: 'Giltiga' }).check();
      const rad = p.page.getByRole('row').filter({ hasText: period(slut.nordisk) });
      await rad.getByText('Klar och skickad till tredje man').waitFor();
      await p.check();
    });

    await withPage(site, async (p) => {
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
    });
  });

  it('refuses Fjällbyns Ekonomiska Förening without its mandatory member Karin Nilsson, and loses nothing when a signing is aborted', async () => {
    await withPage(site, async (p) => {
      await tillOrganisationer(p, testPersons.erik);
      await valjOrganisation(p, 'Fjällbyns Ekonomiska Förening');
      await tillSigneringssteget(p, slut.fjallbyn);
      const styrelsen = p.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
      const karin = styrelsen.getByRole('checkbox', {
        name: 'Karin Nilsson (måste skriva under)',
      });
      assert.ok(await karin.isChecked(), 'the mandatory chair is chosen from the start');
      await karin.uncheck();
      await styrelsen.getByRole('checkbox', { name: 'Erik Johansson (du)' }).check();
      await styrelsen.getByRole('checkbox', { name: 'Birgitta Sjöberg' }).check();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.page
        .getByRole('link', { name: 'Alla obligatoriska personer i gruppen måste skriva under.' })
        .waitFor();
      await p.check();
      assert.match(p.page.url(), /\/skapa\/signering$/);

      // With Karin it goes on; an aborted signing loses nothing.
      await karin.check();
      await styrelsen.getByRole('checkbox', { name: 'Birgitta Sjöberg' }).uncheck();
      await p.page.getByRole('button', { name: 'Nästa' }).click();
      await p.shows('Skriv under');
      await skrivUnderHosSigneringstjansten(p, 'Användaren avbryter');
      await p.shows('Problem vid underskrift');
      await p.page
        .getByRole('alert')
        .getByText(/avbröt/)
        .waitFor();
      await p.check();

      await p.visit('/organisation/fullmaktsgivare');
      const vantar = p.page.getByRole('listitem').filter({ hasText: 'Tillståndsansökningar' });
      await vantar.getByText(/0 av 2 underskrifter/).waitFor();
      await vantar.getByText('Väntar på din underskrift').waitFor();
      await p.check();
      await vantar
        .getByRole('link', { name: 'Granska och skriv under Tillståndsansökningar' })
        .click();
      await p.shows('Påbörjad fullmakt');
      await skrivUnderHosSigneringstjansten(p);
      await p.shows('Din underskrift är klar');
      await p.page.getByText('Kvar att skriva under: Karin Nilsson').waitFor();
      await p.check();
    });
  });
});
