import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pseudoText as pseudo } from '../../shared/src/i18n/pseudo-text';
import { expect, test } from '../src/fixtures';
import type { CheckedPage } from '../src/harness';
import { LayoutKontroll } from '../src/layout-checks';
import { repoRoot } from '../src/paths';
import { signIn, testPersons } from '../src/sign-in';

/**
 * Issue 33 item 5: in the pseudo-locale (every text its Swedish accented, 40 % longer and in
 * brackets, shared/src/i18n/pseudo-sprak.ts) every page the journeys reach fits 320 px with
 * nothing cut or overflowing: the checks of design-layout (layout-checks.ts), on text as
 * long as a translation's. The cookie asks for it; the server honours it outside production.
 */

/**
 * The public pages: mfe-info's own list, so a page added there is checked here too. Its
 * Swedish addresses only: a browser that reads English (the pseudo-locale does) is sent
 * from each to its English page (`/en/…`) when there is one, so each page is seen once.
 */
function lasInfoRoutes(): string[] {
  const fil: unknown = JSON.parse(
    readFileSync(path.join(repoRoot, 'mfe-info', 'routes.json'), 'utf8'),
  );
  const routes: unknown =
    typeof fil === 'object' && fil !== null && 'routes' in fil ? fil.routes : undefined;
  assert.ok(
    Array.isArray(routes) && routes.every((r) => typeof r === 'string' && r.startsWith('/')),
    'mfe-info/routes.json lists its pages',
  );
  return (routes as string[]).filter((r) => r !== '/en' && !r.startsWith('/en/'));
}
const infoRoutes = lasInfoRoutes();

/** Bracketed and padded: a text the pseudo-locale wrote. */
const pseudoSkrivet = /\[[^[\]]+ ·+\]/;

/**
 * From now on this tab's pages are in the pseudo-locale (the cookie only the server reads),
 * at 320 px.
 * This file loads a page or two a second, and each page with a remote counts its load to
 * the server (`laddad`, shell/src/monitoring): more than the 30 reports a minute one
 * address may send. Those counts are answered here; a report of an error still goes to the
 * server, and any error fails the test anyway (the checked page's console).
 */
async function iPseudoSprak(p: CheckedPage, origin: string): Promise<void> {
  await p.page.setViewportSize({ width: 320, height: 800 });
  await p.context.addCookies([{ name: 'fullmakt-sprak', value: 'en-XA', url: origin }]);
  await p.context.route('**/rapport/webbfel', (route) =>
    /"typ":"laddad"/.test(route.request().postData() ?? '')
      ? route.fulfill({ status: 204 })
      : route.continue(),
  );
}

/**
 * Opens a page, which is in the pseudo-locale: `<html lang>`, the frame's texts written in
 * it, and the main heading (the service's own text, in Swedish here) where given.
 */
async function visaIPseudo(p: CheckedPage, path: string, rubrik?: string): Promise<void> {
  await p.visit(path);
  await expect(p.page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(p.page.getByRole('banner')).toContainText(pseudoSkrivet);
  await expect(p.page.getByRole('contentinfo')).toContainText(pseudoSkrivet);
  if (rubrik !== undefined) {
    await expect(p.page.locator('main h1')).toHaveText(pseudo(rubrik));
  }
}

test.describe('the pseudo-locale at 320 px: longer text cut or overflowing nowhere', () => {
  test('the public pages and the sign-in', async ({ checkedPage: p, site }) => {
    const layout = new LayoutKontroll();
    await iPseudoSprak(p, site.origin);
    for (const route of infoRoutes) {
      await visaIPseudo(p, route);
      await layout.kontrollera(p.page, route);
    }
    await visaIPseudo(p, '/login', 'Logga in');
    await layout.kontrollera(p.page, '/login');
    assert.deepEqual(layout.problem, []);
  });

  test("a grantor's powers and the first steps of the wizard, with their errors", async ({
    signedInAs,
    site,
  }) => {
    const layout = new LayoutKontroll();
    const p = await signedInAs(testPersons.anna, { to: '/privat/fullmaktsgivare' });
    await iPseudoSprak(p, site.origin);
    await visaIPseudo(p, '/privat/fullmaktsgivare', 'Fullmakter du har gett');
    await layout.kontrollera(p.page, 'the powers given');

    const nasta = p.page.getByRole('button', { name: pseudo('Nästa'), exact: true });
    const fel = p.page.getByRole('heading', { name: pseudo('Det finns fel som behöver rättas') });
    await p.page.getByRole('button', { name: pseudo('Skapa fullmakt'), exact: true }).click();
    await p.shows(pseudo('Välj tredje man'));
    await nasta.click();
    await expect(fel).toBeVisible();
    await p.check();
    await layout.kontrollera(p.page, 'step 1 with an error');
    await p.page.getByRole('radio', { name: 'Fordonsverket' }).check();
    await nasta.click();
    await p.shows(pseudo('Välj fullmakt'));
    await layout.kontrollera(p.page, 'step 2');
    await p.page.getByRole('radio', { name: 'Ärenden om fordon' }).check();
    await nasta.click();
    await p.shows(pseudo('Fullmaktshavare och giltighetstid'));
    await nasta.click();
    await expect(fel).toBeVisible();
    await p.check();
    await layout.kontrollera(p.page, 'step 3 with errors');
    assert.deepEqual(layout.problem, []);
  });

  test("a holder's received powers", async ({ signedInAs, site }) => {
    const layout = new LayoutKontroll();
    const p = await signedInAs(testPersons.lena, { to: '/privat/ombud' });
    await iPseudoSprak(p, site.origin);
    await visaIPseudo(p, '/privat/ombud', 'Fullmakter du har fått');
    await layout.kontrollera(p.page, 'the powers received');
    assert.deepEqual(layout.problem, []);
  });

  test("an organisation's chooser and its powers", async ({ openPage, site }) => {
    const layout = new LayoutKontroll();
    const p = await openPage();
    await signIn(p, testPersons.erik, { to: '/organisation' });
    await iPseudoSprak(p, site.origin);
    await visaIPseudo(p, '/organisation', 'Välj organisation');
    await layout.kontrollera(p.page, 'the organisation chooser');
    await p.page.getByRole('button', { name: /Nordisk Byggteknik AB/ }).click();
    await p.shows(pseudo('Fullmakter organisationen har gett'));
    await layout.kontrollera(p.page, "the organisation's powers");
    assert.deepEqual(layout.problem, []);
  });
});
