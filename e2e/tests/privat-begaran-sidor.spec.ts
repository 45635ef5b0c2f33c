// Both lists of requests a page at a time (issue 32): the requester's "Dina förfrågningar"
// and the grantor's "Förfrågningar om fullmakt" show five a page. Enough requests for two
// pages are sent through the API within the abuse rules (at most three open from one
// requester to one grantor, ten an hour from one requester); the pages are then moved
// between by keyboard alone, and axe checks each page shown.
import { dagar, idag } from '../src/begaran-journey';
import { apiInPage } from '../src/api-in-page';
import { type CheckedPage, expect, test } from '../src/fixtures';
import { tryckPa } from '../src/keyboard';
import { testPersons, type TestPerson } from '../src/sign-in';

/** `fran` asks `till` for Fordonsverket's vehicle power `antal` times, through the API. */
async function fraga(fran: CheckedPage, franPerson: TestPerson, till: TestPerson, antal: number) {
  for (let i = 1; i <= antal; i += 1) {
    const svar = await apiInPage(fran.page, 'POST', '/api/dfm/begaranden', {
      begarare: { id: franPerson.personnummer },
      fullmaktsgivare: { id: till.personnummer },
      tredjeman: { id: '2021001231' },
      mall: { id: 'fordon-arenden' },
      behorigheter: ['fordon.se', 'fordon.agarbyte'],
      giltigFrom: idag,
      giltigTom: dagar(idag, 30 + i),
      meddelande: `Förfrågan ${i} från ${franPerson.name}.`,
    });
    expect(svar.status).toBe(200);
  }
}

/**
 * Moves through the list's pages by keyboard: the first page holds five, "Nästa sida"
 * shows the rest, "Föregående sida" comes back; axe on each. Answers the rows' text of
 * both pages.
 */
async function bladdra(p: CheckedPage, lista: string, sidor: string): Promise<string[]> {
  const region = p.page.getByRole('region', { name: lista });
  const nav = region.getByRole('navigation', { name: sidor });
  const rader = region.getByRole('listitem');
  await expect(nav.getByText('Sida 1 av 2')).toBeVisible();
  await expect(rader).toHaveCount(5);
  const forsta = await rader.allInnerTexts();
  await p.check();

  await tryckPa(p, nav.getByRole('button', { name: 'Nästa sida' }));
  await expect(nav.getByText('Sida 2 av 2')).toBeVisible();
  await expect(rader).toHaveCount(1);
  const andra = await rader.allInnerTexts();
  await p.check();

  await tryckPa(p, nav.getByRole('button', { name: 'Föregående sida' }));
  await expect(nav.getByText('Sida 1 av 2')).toBeVisible();
  await expect(rader).toHaveText(forsta);
  await p.check();
  return [...forsta, ...andra];
}

test.describe('privat: the lists of requests, a page at a time', () => {
  test("the requester's and the grantor's lists page by keyboard, with axe on each page", async ({
    signedInAs,
  }) => {
    const { lena, erik, anna } = testPersons;
    const lenaSida = await signedInAs(lena);
    const erikSida = await signedInAs(erik);
    // Lena: three to Anna and three to Erik (six in her list). Anna: Lena's three and three
    // from Erik (six to answer). Each pair stays within the three open it may have.
    await lenaSida.visit('/privat/ombud');
    await fraga(lenaSida, lena, anna, 3);
    await fraga(lenaSida, lena, erik, 3);
    await erikSida.visit('/privat/ombud');
    await fraga(erikSida, erik, anna, 3);

    await lenaSida.visit('/privat/ombud');
    const lenas = await bladdra(lenaSida, 'Dina förfrågningar', 'Sidor med dina förfrågningar');
    expect(lenas).toHaveLength(6);
    expect(lenas.filter((rad) => rad.includes(`till ${anna.personnummer}`))).toHaveLength(3);
    expect(lenas.filter((rad) => rad.includes(`till ${erik.personnummer}`))).toHaveLength(3);
    expect(lenas.every((rad) => rad.endsWith('(Skickad)'))).toBe(true);

    const annaSida = await signedInAs(anna);
    await annaSida.visit('/privat/fullmaktsgivare');
    const annas = await bladdra(annaSida, 'Förfrågningar om fullmakt', 'Sidor med förfrågningar');
    expect(annas).toHaveLength(6);
    expect(annas.filter((rad) => rad.startsWith('Lena Persson ber om'))).toHaveLength(3);
    expect(annas.filter((rad) => rad.startsWith('Erik Johansson ber om'))).toHaveLength(3);
    // A row of the second page opens by keyboard too.
    const region = annaSida.page.getByRole('region', { name: 'Förfrågningar om fullmakt' });
    await tryckPa(annaSida, region.getByRole('button', { name: 'Nästa sida' }));
    await tryckPa(annaSida, region.getByRole('listitem').getByRole('link').first());
    await annaSida.shows('Förfrågan om fullmakt');
  });
});
