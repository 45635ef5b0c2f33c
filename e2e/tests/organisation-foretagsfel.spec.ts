import { expect, test } from '../src/fixtures';
import { tryckPa } from '../src/keyboard';
import { tillOrganisationer, valjOrganisation } from '../src/organisation-journey';
import { testPersons } from '../src/sign-in';

const texter = {
  allmant: 'Uppgifterna om dina företag kunde inte hämtas. Försök igen senare.',
  forMangaForetag:
    'Du är registrerad i fler företag än tjänsten kan hantera. Därför kan du inte hantera fullmakter för företag här.',
  ofullstandigt:
    'Vi kunde inte hämta alla uppgifter om dina företag. Listan kan vara ofullständig.',
  likvidation:
    'Organisationen är i likvidation. Därför kan ingen skapa eller skriva under fullmakter för den här.',
};

test.describe("organisation: the companies' errors and obstacles, in Swedish", () => {
  test('Lars cannot reach the create steps for Västkustens Fiske AB, which has an obstacle', async ({
    site,
    openPage,
  }) => {
    const p = await openPage();
    await tillOrganisationer(p, testPersons.lars);
    await valjOrganisation(p, 'Västkustens Fiske AB');
    await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
    await p.page.waitForURL((url) => url.pathname === '/organisation/engagemang');
    p.passedThrough('/organisation/fullmaktsgivare/skapa');
    await p.shows('Dina organisationer');
    await expect(p.page.getByRole('status').getByText(texter.likvidation)).toBeVisible();
    await p.check();
    // Nor by typing a step's address.
    await p.page.goto(`${site.origin}/organisation/fullmaktsgivare/skapa/mallar`);
    await p.page.waitForURL((url) => url.pathname === '/organisation/engagemang');
    p.passedThrough('/organisation/fullmaktsgivare/skapa/mallar');
    await p.shows('Dina organisationer');
    await expect(p.page.getByText(texter.likvidation)).toBeVisible();
    await expect(p.page.getByText(/Steg \d av \d/)).toHaveCount(0);
    // His other company lets him create.
    await valjOrganisation(p, 'Nordisk Byggteknik AB');
    await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
    await p.shows('Välj tredje man');
    await expect(p.page.getByText('Steg 1 av 6', { exact: true })).toBeVisible();
  });

  test('Gustav, in too many companies, is told so and offered none', async ({ openPage }) => {
    const p = await openPage();
    await tillOrganisationer(p, testPersons.gustav);
    await expect(p.page.getByText(texter.forMangaForetag)).toBeVisible();
    await expect(p.page.getByRole('button', { name: /^Välj / })).toHaveCount(0);
    await p.check();
    // A way on (issue 36, item 21), keyboard only: his own private pages.
    await tryckPa(p, p.page.getByRole('link', { name: 'Fortsätt som privatperson' }));
    await p.page.waitForURL((url) => url.pathname === '/privat/fullmaktsgivare');
    p.passedThrough('/privat');
    await p.shows('Fullmakter du har gett');
  });

  test('Ingrid, whose registry source fails, is told so in place', async ({ openPage }) => {
    const p = await openPage();
    await tillOrganisationer(p, testPersons.ingrid);
    await expect(p.page.getByRole('status').getByText(texter.allmant)).toBeVisible();
    await expect(p.page.getByText(/inte registrerad i någon organisation/)).toHaveCount(0);
    await p.check();
  });

  test('Johan, whose source answers partly, sees the notice and the rest of the list', async ({
    openPage,
  }) => {
    const p = await openPage();
    await tillOrganisationer(p, testPersons.johan);
    await expect(p.page.getByText(texter.ofullstandigt)).toBeVisible();
    await expect(p.page.getByRole('button', { name: 'Välj Gröna Dalen Konsult AB' })).toBeVisible();
    await p.check();
    // He alone signs for Gröna Dalen: the signing step is dropped, five steps.
    await valjOrganisation(p, 'Gröna Dalen Konsult AB');
    await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
    await p.shows('Välj tredje man');
    await expect(p.page.getByText('Steg 1 av 5', { exact: true })).toBeVisible();
  });
});
