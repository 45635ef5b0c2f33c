// The detours people take on the request and renewal pages (issue 32): a reload, Back from
// the wizard, the same request answered meanwhile in another tab, and a direct link to a
// request or a renewal that is not there, is not the caller's or was answered, and a
// renewal pressed again while one is unfinished. Each ends on a clear Swedish message with
// nothing lost.
import { begar, dagar, idag, nyasteBegaranId } from '../src/begaran-journey';
import { apiInPage } from '../src/api-in-page';
import { expect, test } from '../src/fixtures';
import { testPersons } from '../src/sign-in';

// A refused object is answered 404 or 409, which the browser logs: provoked on purpose.
test.use({ pageOptions: { allowConsoleErrors: [/status of 404/, /status of 409/] } });

const inteDin =
  'Förfrågan finns inte, eller så är den inte ställd till dig. Kontrollera länken eller gå till översikten.';
const begaranSida = (id: string) => `/privat/fullmaktsgivare/begaran?id=${encodeURIComponent(id)}`;

test.describe('privat: the detours of requests and renewal', () => {
  test('a request survives a reload and Back from the wizard, and one answered meanwhile says so', async ({
    signedInAs,
  }) => {
    const meddelande = 'Jag behöver visa fullmakten på besiktningen.';
    const lena = await signedInAs(testPersons.lena);
    await begar(lena, '19780312-2386', dagar(idag, 40), meddelande);
    const id = await nyasteBegaranId(lena);

    // The e-mail's link, then a reload: the same request, nothing lost.
    const anna = await signedInAs(testPersons.anna, { to: begaranSida(id) });
    await anna.shows('Förfrågan om fullmakt');
    await expect(anna.page.getByText(meddelande)).toBeVisible();
    await anna.page.reload();
    await anna.shows('Förfrågan om fullmakt');
    await expect(anna.page.getByText(meddelande)).toBeVisible();

    // Into the wizard and Back: the draft it started is continued, not started again.
    await anna.page.getByRole('button', { name: 'Skapa fullmakten' }).click();
    await anna.shows('Fullmaktshavare och giltighetstid');
    await anna.page.goBack();
    await anna.shows('Förfrågan om fullmakt');
    await expect(
      anna.page.getByText('En fullmakt från den här förfrågan är redan påbörjad.'),
    ).toBeVisible();
    await expect(anna.page.getByRole('button', { name: 'Skapa fullmakten' })).toHaveCount(0);
    await anna.check();
    await anna.page.getByRole('link', { name: 'Fortsätt med den påbörjade fullmakten' }).click();
    await anna.shows('Påbörjad fullmakt');

    // Declined meanwhile elsewhere (another device; a tab of its own signs in anew) while
    // the form is open here: the answer is refused in words and the page shows the state.
    await anna.visit(begaranSida(id));
    await anna.shows('Förfrågan om fullmakt');
    await anna.page.getByRole('button', { name: 'Avböj' }).click();
    const annanStans = await apiInPage(anna.page, 'POST', `/api/dfm/begaranden/${id}/avboj`, {});
    expect(annanStans.status).toBe(200);
    await anna.page.getByRole('button', { name: 'Avböj' }).click();
    await expect(anna.page.getByRole('alert')).toHaveText(
      'Förfrågan är redan besvarad eller har gått ut.',
    );
    await expect(anna.page.getByText('Avböjd', { exact: true })).toBeVisible();
    await expect(anna.page.getByRole('button', { name: 'Avböj' })).toHaveCount(0);
    await anna.check();

    // Answered, its link shows its state and offers nothing more.
    await anna.visit(begaranSida(id));
    await anna.shows('Förfrågan om fullmakt');
    await expect(anna.page.getByText('Avböjd', { exact: true })).toBeVisible();
    await expect(anna.page.getByRole('main').getByRole('button')).toHaveCount(0);
  });

  test("a link to a request that is not there or not the caller's says so, to the grantor's page and the requester's", async ({
    signedInAs,
  }) => {
    const lena = await signedInAs(testPersons.lena);
    await begar(lena, '19780312-2386', dagar(idag, 41), 'Får jag ta hand om bilen i sommar?');
    const id = await nyasteBegaranId(lena);

    // Someone else's request, and one that does not exist.
    const erik = await signedInAs(testPersons.erik);
    for (const sida of [begaranSida(id), begaranSida('finns-inte')]) {
      await erik.visit(sida);
      await erik.shows('Förfrågan om fullmakt');
      await expect(erik.page.getByText(inteDin)).toBeVisible();
      await expect(erik.page.getByRole('main').getByRole('button')).toHaveCount(0);
    }
    // The requester on the grantor's page: no actions for a request she sent.
    await lena.visit(begaranSida(id));
    await lena.shows('Förfrågan om fullmakt');
    await expect(lena.page.getByText(inteDin)).toBeVisible();
    await expect(lena.page.getByRole('button', { name: 'Skapa fullmakten' })).toHaveCount(0);
    // Her own page for it still shows it.
    await lena.visit(`/privat/ombud/begaran?id=${encodeURIComponent(id)}`);
    await lena.shows('Förfrågan om fullmakt');
    await expect(lena.page.getByText('Skickad', { exact: true })).toBeVisible();
  });

  test("a link to the renewal of a power that is not there or not the caller's says so; a reload keeps the page", async ({
    signedInAs,
  }) => {
    const anna = await signedInAs(testPersons.anna, { to: '/privat/fullmaktsgivare' });
    const visa = anna.page
      .getByRole('row')
      .getByRole('link', { name: /^Visa / })
      .first();
    const adress = new URL((await visa.getAttribute('href')) ?? '', anna.page.url());
    const fornya = `/privat/fullmaktsgivare/fornya${adress.search}`;
    await anna.visit(fornya);
    await anna.shows('Förnya fullmakten');
    await anna.page.reload();
    await anna.shows('Förnya fullmakten');
    await expect(anna.page.getByText(/finns inte/)).toHaveCount(0);

    const fel =
      'Fullmakten finns inte, eller så är den inte din att förnya. Kontrollera länken eller gå till översikten.';
    const erik = await signedInAs(testPersons.erik);
    const ingen = new URLSearchParams(adress.search);
    ingen.set('id', 'finns-inte');
    for (const sida of [fornya, `/privat/fullmaktsgivare/fornya?${ingen.toString()}`]) {
      await erik.visit(sida);
      await erik.shows('Förnya fullmakten');
      await expect(erik.page.getByText(fel)).toBeVisible();
      await expect(erik.page.getByRole('main').getByRole('button')).toHaveCount(0);
    }
  });

  test('the renewal pressed again while one is unfinished continues it, as it was saved', async ({
    signedInAs,
  }) => {
    const anna = await signedInAs(testPersons.anna);
    const utkast = anna.page
      .getByRole('region', { name: 'Påbörjade fullmakter' })
      .getByRole('listitem');
    const antalUtkast = async () => {
      await anna.visit('/privat/fullmaktsgivare');
      await expect(anna.page.getByText('Hämtar påbörjade fullmakter …')).toHaveCount(0);
      return utkast.count();
    };
    const fore = await antalUtkast();
    // The seeded power Anna gave Lena (Fordonsverket), from its reminder's link.
    const fornya = '/privat/fullmaktsgivare/fornya?id=demo-anna-lena-fordon&orgnummer=2021001231';
    await anna.visit(fornya);
    await anna.shows('Förnya fullmakten');
    await anna.page.getByRole('button', { name: 'Förnya fullmakten' }).click();
    await anna.shows('Fullmaktshavare och giltighetstid');
    const fran = await anna.page.getByLabel('Gäller från och med').inputValue();
    const egetSlut = dagar(fran, 10);
    await anna.page.getByLabel('Gäller till och med').fill(egetSlut);
    await anna.page.getByRole('button', { name: 'Nästa' }).click();
    await anna.shows('Behörigheter');

    // The link again: the same draft opens where Anna left it, with the end she chose,
    // not a new one.
    await anna.visit(fornya);
    await anna.shows('Förnya fullmakten');
    await anna.page.getByRole('button', { name: 'Förnya fullmakten' }).click();
    await anna.shows('Behörigheter');
    await anna.page.getByRole('link', { name: 'Tillbaka' }).click();
    await anna.shows('Fullmaktshavare och giltighetstid');
    await expect(anna.page.getByLabel('Gäller till och med')).toHaveValue(egetSlut);
    expect(await antalUtkast()).toBe(fore + 1);
  });
});
