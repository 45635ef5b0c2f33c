import type { Locator } from '@playwright/test';
import { expect, test, type CheckedPage } from '../src/fixtures';
import {
  idag,
  nastaAr,
  tillOrganisationer,
  tillSigneringssteget,
  valjOrganisation,
} from '../src/organisation-journey';
import { fyllGiltighet, tillGiltighetssteget } from '../src/privat-journey';
import { signIn, testPersons } from '../src/sign-in';

/**
 * The organisation's review (step 6 of 6) names who must sign (issue 32 item 5), and keeps
 * naming them on the detours people take: a reload, Back to the signatories and on again.
 */

/** The value of one row ("term") in the review's description list. */
function rad(p: CheckedPage, term: string): Locator {
  return p.page
    .getByRole('main')
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]');
}

async function visarVemSomSkriverUnder(
  p: CheckedPage,
  grupp: string,
  signatarer: readonly string[],
  steg = 'Steg 6 av 6',
): Promise<void> {
  await p.shows('Skriv under');
  await expect(p.page.getByText(steg, { exact: true })).toBeVisible();
  await expect(rad(p, 'Skrivs under av')).toContainText(grupp);
  const underskrifter = rad(p, 'Underskrifter');
  await expect(underskrifter.getByRole('listitem')).toHaveCount(signatarer.length);
  for (const namn of signatarer) {
    await expect(underskrifter.getByText(`${namn}: Inte underskriven`)).toBeVisible();
  }
}

test.describe('organisation: the review names who must sign', () => {
  test('two of the board: after a reload, and after Back to the signatories and on again', async ({
    checkedPage: p,
  }) => {
    await tillOrganisationer(p, testPersons.erik);
    await valjOrganisation(p, 'Nordisk Byggteknik AB');
    await tillSigneringssteget(p, `${nastaAr}-07-15`);
    const styrelsen = p.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
    await styrelsen.getByRole('checkbox', { name: 'Erik Johansson (du)' }).check();
    await styrelsen.getByRole('checkbox', { name: 'Maria Svensson' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();

    const styrelsensRegel = 'Styrelsen, minst 2 av 4 (Minst två styrelseledamöter i förening)';
    const valda = ['Erik Johansson', 'Maria Svensson'];
    await visarVemSomSkriverUnder(p, 'Minst två styrelseledamöter i förening', valda);
    await expect(rad(p, 'Skrivs under av')).toHaveText(styrelsensRegel);
    await p.check();

    await p.page.reload();
    await visarVemSomSkriverUnder(p, 'Minst två styrelseledamöter i förening', valda);

    // Back to the signatories: the choice is kept; a third person changes the review.
    await p.page.goBack();
    await p.shows('Välj vem som ska skriva under');
    await expect(styrelsen.getByRole('checkbox', { name: 'Maria Svensson' })).toBeChecked();
    await styrelsen.getByRole('checkbox', { name: 'Lars Karlsson' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await visarVemSomSkriverUnder(p, 'Minst två styrelseledamöter i förening', [
      ...valda,
      'Lars Karlsson',
    ]);
    await p.check();
  });

  test('a sole trader: no signatory step, and the owner alone named on the review', async ({
    checkedPage: p,
  }) => {
    await tillOrganisationer(p, testPersons.per);
    await valjOrganisation(p, 'Per Anderssons Snickeri');
    await tillGiltighetssteget(p, {
      tredjeman: 'Tillståndsmyndigheten',
      mall: 'Tillståndsansökningar',
    });
    // Nothing to choose: five steps, as for a private person.
    await expect(p.page.getByText('Steg 3 av 5', { exact: true })).toBeVisible();
    await fyllGiltighet(p, '19900730-2426', idag, `${nastaAr}-08-15`);
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await visarVemSomSkriverUnder(p, 'Innehavaren ensam', ['Per Andersson'], 'Steg 5 av 5');
    await expect(rad(p, 'Skrivs under av')).toHaveText(
      'Innehavaren, 1 av 1 ska skriva under (Innehavaren ensam)',
    );
    await p.check();
    await p.page.reload();
    await visarVemSomSkriverUnder(p, 'Innehavaren ensam', ['Per Andersson'], 'Steg 5 av 5');
  });
});

/** The seeded demo powers tell their history to everyone who may see it (issue 32 item 6). */
test.describe('seeded powers: their history, as the holder and as the organisation sees it', () => {
  const historik = (p: CheckedPage) => p.page.getByRole('region', { name: 'Historik' });

  test("Lena, the holder of Anna's power, sees it created and signed", async ({
    checkedPage: p,
  }) => {
    await signIn(p, testPersons.lena, {
      to: '/privat/ombud/fullmakt?id=demo-anna-lena-fordon&orgnummer=2021001231',
    });
    await expect(historik(p).getByText('Anna Lindqvist påbörjade fullmakten')).toBeVisible();
    await expect(historik(p).getByText(/^Anna Lindqvist skrev under/)).toBeVisible();
    await expect(p.page.getByText('Inget har hänt med fullmakten ännu.')).toHaveCount(0);
    await p.check();
  });

  test("Maria, a signatory of Nordisk Byggteknik AB, sees both of the board's signatures", async ({
    checkedPage: p,
  }) => {
    await tillOrganisationer(p, testPersons.maria);
    await valjOrganisation(p, 'Nordisk Byggteknik AB');
    await p.visit(
      '/organisation/fullmaktsgivare/fullmakt?id=demo-nordisk-mikael-tillstand&orgnummer=2021003450',
    );
    await expect(historik(p).getByText(/^Anna Lindqvist skrev under/)).toBeVisible();
    await expect(historik(p).getByText(/^Maria Svensson skrev under/)).toBeVisible();
    await expect(
      historik(p).getByText(/^Fullmakten blev helt underskriven och lämnades till tredje man/),
    ).toBeVisible();
    await p.check();
  });
});
