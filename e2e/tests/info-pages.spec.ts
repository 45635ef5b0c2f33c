import assert from 'node:assert/strict';
import type { CheckedPage } from '../src/harness';
import { expect, test } from '../src/fixtures';
import { answerTredjemanList, mainStructure } from '../src/info-content';
import { signIn } from '../src/sign-in';

/** The twelve information pages: footer label, path and the page's h1 (= its title). */
const infoPages: [label: string, path: string, heading: string][] = [
  ['Tillgänglighet', '/info/tillganglighet', 'Tillgänglighet för Fullmakt'],
  ['Kakor', '/info/kakor', 'Kakor'],
  ['Personuppgifter', '/info/personuppgifter', 'Personuppgifter'],
  ['Om oss', '/info/om-oss', 'Om oss'],
  ['Nyheter', '/info/nyheter', 'Nyheter'],
  ['Kontakta oss', '/info/kontakta-oss', 'Kontakta oss'],
  ['Så fungerar det', '/info/fungerar', 'Så fungerar det'],
  ['Frågor och svar', '/info/fragor-och-svar', 'Frågor och svar'],
  ['Anslutna parter', '/info/anslutna-parter', 'Anslutna parter'],
  ['Anslut till tjänsten', '/info/anslut', 'Anslut till tjänsten'],
  ['Varför ansluta?', '/info/varfor-ansluta', 'Varför ansluta?'],
  ['För utvecklare', '/info/utvecklare', 'Infrastruktur för utvecklare'],
];

const vagueLinkNames = /^(här|klicka här|läs mer|mer|länk)$/i;

/** One h1 with the page's title, the window title, headings in order, links that say where. */
async function expectWellFormed(p: CheckedPage, path: string, heading: string): Promise<void> {
  await expect(p.page).toHaveURL((url) => url.pathname === path);
  await expect(p.page.locator('main h1')).toHaveText(heading);
  await expect(p.page).toHaveTitle(`${heading} – Fullmakt`);
  const { levels, links, h1Count } = await mainStructure(p.page);
  assert.equal(h1Count, 1, `${path}: exactly one h1`);
  levels.forEach((level, index) => {
    assert.ok(level <= (levels[index - 1] ?? 0) + 1, `${path}: heading levels ${levels.join(',')}`);
  });
  for (const link of links) {
    assert.ok(link.name !== '' && !vagueLinkNames.test(link.name), `${path}: link "${link.name}"`);
  }
}

test.describe('info: the start page and the twelve information pages', () => {
  test('reaches every information page from the footer, client-side, each well-formed and axe-clean', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/');
    await expectWellFormed(p, '/', 'Digitala fullmakter');
    await p.page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    for (const [label, path, heading] of infoPages) {
      await p.page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(
        p.page.getByRole('heading', { level: 1, name: heading, exact: true }),
      ).toBeVisible();
      await p.check();
      await expectWellFormed(p, path, heading);
    }
    // The breadcrumb 'Information' leads to an index of every page.
    await p.page
      .getByRole('navigation', { name: 'Du är här' })
      .getByRole('link', { name: 'Information' })
      .click();
    await expect(
      p.page.getByRole('heading', { level: 1, name: 'Information om tjänsten' }),
    ).toBeVisible();
    await p.check();
    await expectWellFormed(p, '/info', 'Information om tjänsten');
    await expect(p.page.getByRole('main').getByRole('link')).toHaveCount(infoPages.length);
    assert.equal(
      await p.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      true,
      'no page load between the pages',
    );
  });

  test('reaches every information page by following the links in the start page’s content', async ({
    openPage,
  }) => {
    const p = await openPage();
    const expected = new Map(infoPages.map(([, path, heading]) => [path, heading]));
    const seen = new Set<string>();
    const queue = ['/'];
    while (queue.length > 0) {
      const path = queue.shift() ?? '/';
      await p.visit(path);
      await expectWellFormed(
        p,
        path,
        path === '/' ? 'Digitala fullmakter' : (expected.get(path) ?? ''),
      );
      for (const { href } of (await mainStructure(p.page)).links) {
        if (expected.has(href) && !seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      }
    }
    assert.deepEqual([...seen].sort(), [...expected.keys()].sort());
  });

  test('the start page leads to sign-in and to the role start pages', async ({ openPage }) => {
    const p = await openPage();
    await p.visit('/');
    const main = p.page.getByRole('main');
    for (const [name, href] of [
      ['Logga in med e-legitimation', '/login'],
      ['Fullmakter för dig som privatperson', '/privat'],
      ['Fullmakter för företag och organisationer', '/organisation'],
    ] as const) {
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const name of [
      'Jag är privatperson',
      'Jag företräder ett företag eller en organisation',
    ]) {
      await expect(main.getByRole('button', { name })).toBeVisible();
    }
  });

  test('the partners page lists the connected third parties from the server, sorted by name, to any visitor', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/');
    await p.page.getByRole('contentinfo').getByRole('link', { name: 'Anslutna parter' }).click();
    const list = p.page.getByRole('region', { name: 'Myndigheter och kommuner som är anslutna' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await p.check();
    const names = await list.locator('.partner-list__name').allTextContents();
    for (const name of ['Fordonsverket', 'Norrviks kommun', 'Pensionsverket']) {
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    }
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'sv')),
    );
    await expect(list.getByRole('listitem').first()).toHaveText(
      /\(Organisationsnummer \d{6}-\d{4}\)$/,
    );
  });

  test('the partners page says so in Swedish when the list cannot be fetched', async ({
    openPage,
  }) => {
    const p = await openPage({ allowConsoleErrors: [/status of 500/] });
    await signIn(p);
    await answerTredjemanList(p.page, {
      status: 500,
      body: { kod: 'okant.fel', meddelande: 'Ett okänt fel har inträffat.' },
    });
    await p.page.getByRole('contentinfo').getByRole('link', { name: 'Anslutna parter' }).click();
    const alert = p.page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveText(/Listan över anslutna parter kunde inte hämtas just nu/);
    await p.check();
  });
});
