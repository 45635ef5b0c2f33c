import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import {
  countRenderers,
  installRendererCounter,
  readRegistrations,
  readShareScope,
  sameStores,
} from '../src/federation';
import { signIn, testPersons } from '../src/sign-in';

test.describe('composition: one React and one @fullmakt/shared in the page', () => {
  test('has a single renderer and a single provided version of every singleton, after every remote has loaded', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.page.addInitScript(installRendererCounter);
    await signIn(p);
    await p.visit('/');
    for (const [link, heading] of [
      ['Om oss', 'Om oss'],
      [/till startsidan/, 'Digitala fullmakter'],
    ] as const) {
      await p.page.getByRole('link', { name: link }).first().click();
      await expect(p.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await p.check();
    }
    await p.page
      .getByRole('button', { name: 'Jag företräder ett företag eller en organisation' })
      .click();
    await expect(
      p.page.getByRole('heading', { level: 1, name: 'Välj organisation' }),
    ).toBeVisible();
    await p.check();
    await p.page.getByRole('button', { name: 'Privat', exact: true }).click();
    await expect(
      p.page.getByRole('heading', { level: 1, name: 'Fullmakter du har gett' }),
    ).toBeVisible();
    p.passedThrough('/privat');
    await p.check();
    await p.page.getByRole('link', { name: 'Fullmakter du har fått' }).click();
    await expect(
      p.page.getByRole('heading', { level: 1, name: 'Fullmakter du har fått' }),
    ).toBeVisible();
    await p.check();

    const renderers = await p.page.evaluate(countRenderers);
    assert.equal(renderers, 1, 'exactly one react-dom renderer');

    const scope = await p.page.evaluate(readShareScope);
    const registrations = await p.page.evaluate(readRegistrations);
    // Every singleton, including the shared package's second entry (the API client and
    // server state, loaded on demand by the privat pages visited above).
    for (const pkg of [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-router',
      'zustand',
      '@fullmakt/shared',
      '@fullmakt/shared/first-view',
      '@fullmakt/shared/api',
      '@fullmakt/shared/flode',
      '@tanstack/react-query',
    ]) {
      const versions = Object.entries(scope[pkg] ?? {});
      assert.equal(
        versions.length,
        1,
        `${pkg}: one version in the share scope, got ${JSON.stringify(scope[pkg])}`,
      );
      assert.equal(versions[0]?.[1].loaded, true, `${pkg} was loaded`);
      assert.deepEqual(
        registrations[pkg],
        ['shell:shell'],
        `${pkg} is provided by the shell alone (no remote registers a copy)`,
      );
    }
    // Loaded before any remote, these were loaded from the shell itself.
    for (const pkg of [
      'react',
      'react-dom',
      'react-router',
      'zustand',
      '@fullmakt/shared/first-view',
    ]) {
      assert.equal(Object.values(scope[pkg] ?? {})[0]?.from, 'shell', `${pkg} loaded by the shell`);
    }
    const loadedRemotes = await p.page.evaluate(() =>
      (
        window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }
      ).__FEDERATION__.__INSTANCES__
        .map((i) => i.name)
        .sort(),
    );
    assert.deepEqual(loadedRemotes, [
      'mfe_info',
      'mfe_ombud',
      'mfe_organisation',
      'mfe_privat',
      'shell',
    ]);
  });

  test("loads only the shared package's first-view entry on the start page, and its stores are the root's", async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/');
    await p.page.waitForLoadState('networkidle');
    const scope = await p.page.evaluate(readShareScope);
    const loaded = (pkg: string) => Object.values(scope[pkg] ?? {})[0]?.loaded === true;
    assert.equal(loaded('@fullmakt/shared/first-view'), true, 'the first-view entry');
    // The root brings the domain's schemas and zod's classic API: a signed-in page's.
    assert.equal(loaded('@fullmakt/shared'), false, 'no root entry before the first render');
    // Reached through both entries, each store is one object (loading the root here).
    assert.deepEqual(
      await p.page.evaluate(sameStores, ['@fullmakt/shared/first-view', '@fullmakt/shared']),
      { fullmaktStore: true, sessionStore: true, konfigurationStore: true, serverfelStore: true },
    );
  });

  test('sees a store write made in one remote in the shell and in another remote', async ({
    signedInAs,
  }) => {
    const p = await signedInAs(testPersons.anna);
    await p.visit('/');
    const privat = p.page
      .getByRole('group', { name: 'Jag använder tjänsten som' })
      .getByRole('button', { name: 'Privat' });
    await expect(privat, 'Organisation is the default role').toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // The write: the info remote's start page sets the role in the shared store.
    await p.page.getByRole('button', { name: 'Jag är privatperson' }).click();
    await expect(
      p.page.getByRole('heading', { level: 1, name: 'Fullmakter du har gett' }),
    ).toBeVisible();
    p.passedThrough('/privat');
    await p.check();

    // The shell sees it: its role switch and the page's style class.
    await expect(privat).toHaveAttribute('aria-pressed', 'true');
    assert.equal(
      await p.page.evaluate(() => document.documentElement.classList.contains('privat')),
      true,
    );

    // Another remote sees it: the ombud overview speaks to a private person.
    await p.page.getByRole('link', { name: 'Fullmakter du har fått' }).click();
    await expect(
      p.page.getByText('Här ser du fullmakter som andra har gett till dig som privatperson.'),
    ).toBeVisible();
    await p.check();
  });
});
