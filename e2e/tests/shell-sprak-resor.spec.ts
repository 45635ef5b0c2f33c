// Issue 33, "e2e in both languages": the journeys the Swedish specs walk (privat-skapa-
// fullmakt, ombud-dela-vidare, organisation-rollbyte), walked in English. Each step is found
// by its English accessible name, so a text left without a translation (shown in Swedish,
// the fallback) fails here; every page shown is axe-checked (WCAG 2.2) as the checked page
// does. The third parties' words stay Swedish in both languages: a third party's name, its
// template's title and its permissions ('Fordonsverket', 'Ärenden om fordon', 'Anmäla
// ägarbyte'), as do people's names. So do the stand-ins for the outside services, BankID
// Mock and the signing service, which are not the service's own pages.
import { type CheckedPage, expect, test } from '../src/fixtures';
import { annaGerAliViaApi, idag, nastaAr } from '../src/ombud-journey';
import {
  completeSignIn,
  loginAddress,
  type SignInTarget,
  testPersons,
  type TestPerson,
} from '../src/sign-in';

/** Each test's power ends on its own day, so its rows are told apart from the seeded ones. */
const slut = {
  givare: `${nastaAr}-07-15`,
  original: `${nastaAr}-08-31`,
  delning: `${nastaAr}-08-15`,
} as const;
/** A period in the English words of privat.giltighetPeriod.tillOchMed. */
const period = (from: string, tom: string) => `${from} up to and including ${tom}`;

/**
 * The sign-in in English: the language is chosen on the sign-in page (/sprak/en, back to the
 * same /login with its target), then BankID Mock, the callback ("Signing in …", held until
 * axe has checked it) and the page the sign-in was for, as `signIn` walks it in Swedish.
 */
async function loggaInPaEngelska(
  p: CheckedPage,
  person: TestPerson,
  target: SignInTarget,
): Promise<void> {
  const login = loginAddress(target);
  await p.visit(`/sprak/en?till=${encodeURIComponent(login)}`);
  await expect(p.page).toHaveURL((url) => url.pathname + url.search === login);
  await expect(p.page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(p.page.locator('main h1')).toHaveText('Sign in');
  await expect(p.page.getByRole('heading', { name: 'Choose an e-ID' })).toBeVisible();
  await completeSignIn(p, person, {
    path: target.landsOn ?? target.to,
    heading: /./,
    signingIn: 'Signing in …',
  });
  await expect(p.page.locator('html')).toHaveAttribute('lang', 'en');
  if (target.landsOn !== undefined) {
    p.passedThrough(target.to);
  }
  // Signed in, the header says who in English.
  await expect(
    p.page.getByRole('banner').getByRole('button', { name: `Signed in as ${person.name}` }),
  ).toBeVisible();
}

/**
 * Signs on the review step in English ('Sign'), at the signing service (its own page, in its
 * own Swedish), and comes back to the receipt in English.
 */
async function skrivUnderPaEngelska(p: CheckedPage): Promise<void> {
  await p.page.getByRole('button', { name: 'Sign', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
  await p.shows('Skriv under fullmakten');
  await p.page.getByLabel('Lyckad legitimering').check();
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
  await p.shows('The power of attorney is signed');
  await expect(p.page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    p.page.getByText(
      'Everyone has signed. The power of attorney has been sent to the third party.',
    ),
  ).toBeVisible();
}

test.describe('shell: the journeys in English', () => {
  test('Anna signs in in English and creates a power through the whole wizard, its errors, a draft and an aborted signing, to signed; a reload keeps English', async ({
    checkedPage: p,
  }) => {
    await loggaInPaEngelska(p, testPersons.anna, {
      to: '/privat',
      landsOn: '/privat/fullmaktsgivare',
    });
    await p.shows('Powers of attorney you have given');

    await p.page.getByRole('button', { name: 'Create a power of attorney' }).click();
    await p.shows('Choose the third party');
    await expect(p.page.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    // The wizard's errors in English too.
    await p.page.getByRole('button', { name: 'Next' }).click();
    await expect(
      p.page.getByRole('heading', { name: 'There are errors that need to be corrected' }),
    ).toBeVisible();
    await expect(p.page.getByRole('link', { name: 'Choose a third party.' })).toBeVisible();
    await p.check();
    const val = p.page.getByRole('group', {
      name: 'Who should the power of attorney be given to?',
    });
    await val.getByRole('radio', { name: 'Fordonsverket' }).check();
    await p.page.getByRole('button', { name: 'Next' }).click();

    await p.shows('Choose a power of attorney');
    await expect(p.page.getByText('Step 2 of 5', { exact: true })).toBeVisible();
    await p.page
      .getByRole('group', { name: 'Which power of attorney do you want to create?' })
      .getByRole('radio', { name: 'Ärenden om fordon' })
      .check();
    await p.page.getByRole('button', { name: 'Next' }).click();

    await p.shows('Holders and period of validity');
    await expect(p.page.getByText('Step 3 of 5', { exact: true })).toBeVisible();
    await p.page.getByLabel('Personal identity number of holder 1').fill('19780312-2386');
    await p.page.getByRole('button', { name: 'Next' }).click();
    await expect(
      p.page.getByRole('link', { name: 'The power of attorney cannot be given to yourself.' }),
    ).toBeVisible();
    await expect(p.page.getByRole('link', { name: 'Fill in the end date.' })).toBeVisible();
    await p.check();
    await p.page.getByLabel('Personal identity number of holder 1').fill('19900730-2426');
    await p.page.getByLabel('Valid from').fill(idag);
    await p.page.getByLabel('Valid up to and including').fill(slut.givare);
    await p.page.getByRole('button', { name: 'Next' }).click();

    await p.shows('Permissions');
    await expect(p.page.getByText('Step 4 of 5', { exact: true })).toBeVisible();
    // A reload in the middle of the wizard keeps both: the wizard (sessionStorage) and the
    // language (the cookie the server reads for the page it serves).
    await p.page.reload();
    await p.shows('Permissions');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(p.page.getByText('Step 4 of 5', { exact: true })).toBeVisible();
    await expect(
      p.page.getByRole('checkbox', { name: 'Se uppgifter om fordon (Required)' }),
      'the mandatory permission is chosen, and marked so in English',
    ).toBeChecked();
    await p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
    await p.page.getByRole('button', { name: 'Next' }).click();

    await p.shows(/^Sign$/);
    await expect(p.page.getByText('Step 5 of 5', { exact: true })).toBeVisible();
    const granskning = p.page.getByRole('main');
    for (const text of ['Fordonsverket', 'Ärenden om fordon', period(idag, slut.givare)]) {
      await expect(granskning.getByText(text).first()).toBeVisible();
    }
    await expect(granskning.getByText('19900730-2426', { exact: true })).toBeVisible();
    // Kept as a draft, resumed, and signed: first aborted at the signing service, then done.
    await p.page.getByRole('button', { name: 'Sign later' }).click();
    await p.shows('Powers of attorney you have given');
    await expect(
      p.page.getByText('The power of attorney is saved as a started draft.', { exact: false }),
    ).toBeVisible();
    await p.check();
    await p.page.getByRole('link', { name: 'Continue with Ärenden om fordon' }).first().click();
    await p.shows('Started power of attorney');
    await p.page.getByRole('button', { name: 'Continue with the draft' }).click();
    await p.shows(/^Sign$/);
    await p.page.getByRole('button', { name: 'Sign', exact: true }).click();
    await p.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
    await p.shows('Skriv under fullmakten');
    await p.page.getByLabel('Användaren avbryter').check();
    await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
    await p.shows('A problem with the signing');
    await expect(
      p.page
        .getByRole('alert')
        .getByText('You cancelled the signing. The power of attorney is not signed.'),
    ).toBeVisible();
    await p.page.getByRole('link', { name: 'Try again' }).click();
    await p.shows(/^Sign$/);
    await skrivUnderPaEngelska(p);

    // The new power among the valid ones, and opened, in English.
    await p.page.getByRole('link', { name: 'To your powers of attorney' }).click();
    await p.shows('Powers of attorney you have given');
    await p.page.getByRole('radio', { name: 'Valid' }).check();
    const rad = p.page.getByRole('row').filter({ hasText: period(idag, slut.givare) });
    await expect(rad.getByText('Done and sent to the third party')).toBeVisible();
    await p.check();
    await rad.getByRole('link', { name: 'Show Ärenden om fordon' }).click();
    await p.shows('Ärenden om fordon');
    await expect(p.page.getByText('Lena Persson (19900730-2426)')).toBeVisible();
    const historik = p.page.getByRole('region', { name: 'History' });
    await expect(historik.getByText(/^Anna Lindqvist signed on /)).toBeVisible();
    await expect(
      historik.getByText(/^Anna Lindqvist started the power of attorney on /),
    ).toBeVisible();
    await expect(
      p.page.getByRole('link', { name: 'Back to powers of attorney you have given' }),
    ).toBeVisible();
    await p.check();

    await p.page.getByRole('button', { name: 'Revoke power of attorney' }).click();
    const dialog = p.page.getByRole('dialog', {
      name: 'Do you want to revoke the power of attorney?',
    });
    await expect(
      dialog.getByText(
        'No powers of attorney have been shared onward from this power of attorney.',
      ),
    ).toBeVisible();
    await p.check();
    await dialog.getByRole('button', { name: 'Yes, revoke' }).click();
    await expect(
      p.page.getByRole('status').getByText('The power of attorney has been revoked.'),
    ).toBeVisible();
    await expect(p.page.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(
      historik
        .getByRole('listitem')
        .first()
        .getByText(
          /^Anna Lindqvist revoked the power of attorney on \d+ [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/,
        ),
    ).toBeVisible();
    await p.check();
  });

  test('Ali, signed in in English, shares a received power onward to signed, then returns it', async ({
    checkedPage: p,
    openPage,
  }) => {
    await annaGerAliViaApi(await openPage(), idag, slut.original);

    await loggaInPaEngelska(p, testPersons.ali, { to: '/privat/ombud' });
    await p.shows('Powers of attorney you have received');
    const rad = () => p.page.getByRole('row').filter({ hasText: period(idag, slut.original) });
    await rad().getByRole('link', { name: 'Show Ärenden om fordon' }).click();
    await p.shows('Ärenden om fordon');
    await expect(p.page.getByText('Anna Lindqvist (19780312-2386)')).toBeVisible();
    await expect(
      p.page.getByRole('link', { name: 'Back to powers of attorney you have received' }),
    ).toBeVisible();

    await p.page.getByRole('button', { name: 'Share onward' }).click();
    await p.shows('Holders and period of validity');
    await expect(p.page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
    await p.page.getByLabel('Personal identity number of holder 1').fill('19900730-2426');
    await p.page.getByLabel('Valid up to and including').fill(slut.delning);
    await expect(
      p.page.getByText('The personal identity number is verified.', { exact: true }),
    ).toBeVisible();
    await p.check();
    await p.page.getByRole('button', { name: 'Next' }).click();
    await p.shows('Permissions');
    await expect(p.page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
    await p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
    await p.page.getByRole('button', { name: 'Next' }).click();
    await p.shows(/^Sign$/);
    await expect(p.page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
    await expect(p.page.getByText(period(idag, slut.delning)).first()).toBeVisible();
    await skrivUnderPaEngelska(p);

    // The original now lists its onward share, and is returned.
    await p.visit('/privat/ombud');
    await p.shows('Powers of attorney you have received');
    await rad().getByRole('link', { name: 'Show Ärenden om fordon' }).click();
    await p.shows('Ärenden om fordon');
    const historik = p.page.getByRole('region', { name: 'History' });
    await expect(
      historik.getByText(/^Ali Yilmaz shared the power of attorney onward on /),
    ).toBeVisible();
    await p.page.getByRole('button', { name: 'Return power of attorney' }).click();
    const dialog = p.page.getByRole('dialog', {
      name: 'Do you want to return the power of attorney?',
    });
    await expect(
      dialog.getByText('You can no longer use the power of attorney once you have returned it.'),
    ).toBeVisible();
    await p.check();
    await dialog.getByRole('button', { name: 'Yes, return' }).click();
    await p.shows('Powers of attorney you have received');
    await expect(
      p.page.getByRole('status').getByText('The power of attorney has been returned.'),
    ).toBeVisible();
    await expect(rad().getByText('Returned')).toBeVisible();
    await p.check();
  });

  test('Erik, signed in in English, switches to the company role and opens an organisation', async ({
    checkedPage: p,
  }) => {
    await loggaInPaEngelska(p, testPersons.erik, {
      to: '/privat',
      landsOn: '/privat/fullmaktsgivare',
    });
    await p.shows('Powers of attorney you have given');
    const roller = p.page.getByRole('group', { name: 'I use the service as' });
    await roller.getByRole('button', { name: 'Company' }).click();
    await p.page.waitForURL((url) => url.pathname === '/organisation');
    await p.shows('Choose an organisation');
    await p.page
      .getByRole('link', { name: 'Powers of attorney the organisation has received' })
      .click();
    await p.shows('Powers of attorney the company has received');
    await expect(
      p.page.getByText(
        'First choose which organisation you want to manage powers of attorney for.',
      ),
    ).toBeVisible();
    await p.page.goBack();
    await p.shows('Choose an organisation');
    await p.page.getByRole('button', { name: 'Choose Nordisk Byggteknik AB' }).click();
    await p.shows('Powers of attorney the organisation has given');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(p.page.getByRole('button', { name: 'Create a power of attorney' })).toBeVisible();
    await p.check();
    // The signed-in person's menu in the header.
    await p.page.getByRole('button', { name: 'Signed in as Erik Johansson' }).click();
    const genvagar = p.page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(genvagar.getByRole('link', { name: 'My sign-ins' })).toBeVisible();
    await expect(genvagar.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await p.check();
  });

  test('Back after switching language shows the same page again, in English', async ({
    checkedPage: p,
  }) => {
    await p.visit('/verifiera');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(p.page.getByRole('button', { name: 'Kontrollera' })).toBeVisible();
    await p.visit('/sprak/en?till=/verifiera');
    await expect(p.page).toHaveURL((url) => url.pathname === '/verifiera');
    await expect(p.page.getByRole('button', { name: 'Verify' })).toBeVisible();

    // Expected: Back shows /verifiera, in English. The switch answered with a redirect, so
    // the history holds the Swedish /verifiera and then the English one, and Back returns to
    // the Swedish entry's address. The choice is a cookie, which Back does not undo, and a
    // page is in the language of the cookie it is loaded with: the page is `private,
    // no-cache` and `Vary: Cookie`, so Back loads it again (no kept copy of the Swedish
    // document is shown, from the back-forward cache or the HTTP cache), and the server
    // answers it in English. Showing Swedish here would undo the visitor's choice without
    // their asking, and the next page would be English again.
    const dokument = p.page.waitForResponse(
      (svar) =>
        svar.request().resourceType() === 'document' &&
        new URL(svar.url()).pathname === '/verifiera',
    );
    await p.page.goBack();
    expect(await (await dokument).text()).toContain('<html lang="en"');
    await p.settled();
    await expect(p.page).toHaveURL((url) => url.pathname === '/verifiera');
    await expect(p.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(p.page.locator('main h1')).toHaveText('Verify a power of attorney');
    await expect(p.page.getByRole('button', { name: 'Verify' })).toBeVisible();
  });
});
