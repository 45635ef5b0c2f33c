import assert from 'node:assert/strict';
import { test } from '../src/fixtures';
import { valjOrganisation } from '../src/organisation-journey';
import { testPersons } from '../src/sign-in';

const hasClass = (name: string) => document.documentElement.classList.contains(name);

test.describe('organisation: the role switch', () => {
  test('Företag lands on /organisation with the page class foretag; leaving a wizard is not overridden by its guards', async ({
    signedInAs,
  }) => {
    // The one possible grantor is chosen without asking: /privat passes on to the overview.
    const p = await signedInAs(testPersons.erik, {
      to: '/privat',
      landsOn: '/privat/fullmaktsgivare',
    });
    await p.shows('Fullmakter du har gett');
    const roller = p.page.getByRole('group', { name: 'Jag använder tjänsten som' });
    await roller.getByRole('button', { name: 'Företag' }).click();
    await p.page.waitForURL((url) => url.pathname === '/organisation');
    await p.shows('Välj organisation');
    assert.equal(await p.page.evaluate(hasClass, 'foretag'), true);

    await valjOrganisation(p, 'Nordisk Byggteknik AB');
    await p.page.getByRole('button', { name: 'Skapa fullmakt' }).click();
    await p.shows('Välj tredje man');
    await roller.getByRole('button', { name: 'Privat' }).click();
    // /privat passes the one possible grantor on to her overview (issue 36, item 21).
    await p.page.waitForURL((url) => url.pathname === '/privat/fullmaktsgivare');
    p.passedThrough('/privat');
    await p.shows('Fullmakter du har gett');
    assert.equal(await p.page.evaluate(hasClass, 'privat'), true);

    // Back in Företag the organisation must be chosen again: the role change reset it.
    await roller.getByRole('button', { name: 'Företag' }).click();
    await p.page.waitForURL((url) => url.pathname === '/organisation');
    await p.shows('Välj organisation');
    await p.visit('/organisation/fullmaktsgivare/skapa');
    await p.page.waitForURL((url) => url.pathname === '/organisation/engagemang');
    p.passedThrough('/organisation/fullmaktsgivare/skapa');
    await p.shows('Dina organisationer');
  });
});
