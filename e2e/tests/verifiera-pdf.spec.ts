import assert from 'node:assert/strict';
import { apiInPage } from '../src/api-in-page';
import { type CheckedPage, expect, test } from '../src/fixtures';
import { laddaNedPdf, popplerSaknas, textOfPdf, verifieringslankI } from '../src/power-pdf';
import { testPersons } from '../src/sign-in';

// Issue 31 items 3 and 4 end to end: the PDF saved from the power's page in Chromium, read as
// a reader reads it (poppler-utils), and its QR code opened on the public verify page, before
// and after the grantor revokes the power. A server of its own: this file revokes a seeded power.
test.use({ siteOptions: { env: {} } });
test.skip(popplerSaknas !== undefined, popplerSaknas);

const id = 'demo-anna-lena-fordon';
const fordonsverket = '2021001231';
const idag = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

interface Part {
  fornamn?: string;
  namn?: string;
}

/** What the facts below are read from: the power as the API answers it. */
interface Fullmakt {
  id: string;
  rubrik: string;
  tredjeman: { id: string; namn?: string };
  fullmaktsgivare: Part;
  fullmaktshavare: Part[];
  behorigheter: { rubrik: string }[];
  giltigFrom: string;
  giltigTom?: string;
}

/** The facts the PDF must name, as the API answers them to a party of the power. */
async function fakta(p: CheckedPage): Promise<string[]> {
  const svar = await apiInPage(
    p.page,
    'GET',
    `/api/dfm/tredjeman/${fordonsverket}/fullmakter/${id}`,
  );
  assert.equal(svar.status, 200, JSON.stringify(svar.body));
  const f = svar.body as Fullmakt;
  const namn = (part: Part) => [part.fornamn, part.namn].filter(Boolean).join(' ');
  return [
    f.rubrik,
    f.id,
    f.tredjeman.namn ?? f.tredjeman.id,
    namn(f.fullmaktsgivare),
    ...f.fullmaktshavare.map(namn),
    ...f.behorigheter.map((b) => b.rubrik),
    f.giltigFrom,
    ...(f.giltigTom === undefined ? [] : [f.giltigTom]),
  ];
}

function namnerFakta(pdf: Buffer, vantade: string[]): void {
  const text = textOfPdf(pdf).replace(/\s+/g, ' ');
  for (const faktum of vantade) {
    expect(text, faktum).toContain(faktum);
  }
}

const utfallet = (p: CheckedPage) => p.page.locator('[data-utfall]');

test('the PDF from the power’s page, grantor and holder; its QR code verified: giltig, then återkallad with the day', async ({
  site,
  signedInAs,
  checkedPage: besokare,
}) => {
  // The holder's page offers the PDF while the power is in force.
  const lena = await signedInAs(testPersons.lena, {
    to: `/privat/ombud/fullmakt?id=${id}&orgnummer=${fordonsverket}`,
  });
  const lenasPdf = await laddaNedPdf(lena, id);
  namnerFakta(lenasPdf, await fakta(lena));
  verifieringslankI(lenasPdf, site.origin);

  const anna = await signedInAs(testPersons.anna, {
    to: `/privat/fullmaktsgivare/fullmakt?id=${id}&orgnummer=${fordonsverket}`,
  });
  const pdf = await laddaNedPdf(anna, id);
  expect(pdf.length, 'at most 200 KB').toBeLessThanOrEqual(200 * 1024);
  namnerFakta(pdf, [...(await fakta(anna)), 'Klar och skickad till tredje man']);
  const lank = verifieringslankI(pdf, site.origin);

  // Anyone with the printout, not signed in, scans the code.
  await besokare.visit(lank);
  await expect(utfallet(besokare).getByRole('heading', { level: 2 })).toHaveText('Giltig');
  await expect(utfallet(besokare)).toContainText('Fullmakten är giltig.');
  await expect(besokare.page.getByRole('region', { name: 'Fullmakten' })).toContainText(
    'Fordonsverket',
  );

  // The grantor revokes the power; the same printout is then answered återkallad, with the day.
  await anna.page.getByRole('button', { name: 'Återkalla fullmakt' }).click();
  await anna.page
    .getByRole('dialog', { name: 'Vill du återkalla fullmakten?' })
    .getByRole('button', { name: 'Ja, återkalla' })
    .click();
  await expect(anna.page.getByRole('status').getByText('Fullmakten är återkallad.')).toBeVisible();

  await besokare.page.goto('about:blank');
  await besokare.visit(lank);
  await expect(utfallet(besokare).getByRole('heading', { level: 2 })).toHaveText('Återkallad');
  await expect(utfallet(besokare)).toContainText(`Den återkallades den ${idag()}.`);
  await besokare.check();

  // The grantor's history shows both checks by code.
  await anna.page.reload();
  await anna.settled();
  await expect(
    anna.page.getByRole('region', { name: 'Historik' }).getByText(/kontrollerades med kod/),
  ).toHaveCount(2);
});
