import assert from 'node:assert/strict';
import { type CheckedPage, expect, test } from '../src/fixtures';
import { tryckPa } from '../src/keyboard';
import { testPersons } from '../src/sign-in';

/** Anna's seeded power to Lena at Fordonsverket (server/src/seed/seed-demo-powers.ts). */
const annasFullmakt =
  '/privat/fullmaktsgivare/fullmakt?id=demo-anna-lena-fordon&orgnummer=2021001231';

const rollval = (p: CheckedPage, namn: 'Företag' | 'Privat') =>
  p.page
    .getByRole('group', { name: 'Jag använder tjänsten som' })
    .getByRole('button', { name: namn, exact: true });

async function brodsmulor(p: CheckedPage): Promise<string[]> {
  return p.page
    .getByRole('navigation', { name: 'Du är här' })
    .getByRole('listitem')
    .allInnerTexts();
}

/** The header, the breadcrumbs and the page's style class all say the mode the path decides. */
async function visarLage(p: CheckedPage, lage: 'PRIVAT' | 'ORGANISATION'): Promise<void> {
  const privat = lage === 'PRIVAT';
  await expect(rollval(p, 'Privat')).toHaveAttribute('aria-pressed', String(privat));
  await expect(rollval(p, 'Företag')).toHaveAttribute('aria-pressed', String(!privat));
  const klass = await p.page.evaluate(() => document.documentElement.className);
  assert.match(klass, privat ? /\bprivat\b/ : /\bforetag\b/);
}

test.describe('shell: the path decides private or organisation mode', () => {
  test('a private power opened by a direct link and reloaded is shown as Privat; pressing Privat stays on it', async ({
    signedInAs,
  }) => {
    const p = await signedInAs(testPersons.anna);
    await p.visit(annasFullmakt);
    await visarLage(p, 'PRIVAT');
    assert.deepEqual(await brodsmulor(p), [
      'Start',
      'Privat',
      'Fullmakter du har gett',
      'Fullmakt',
    ]);

    await p.page.reload();
    await p.settled();
    await visarLage(p, 'PRIVAT');
    assert.deepEqual(await brodsmulor(p), [
      'Start',
      'Privat',
      'Fullmakter du har gett',
      'Fullmakt',
    ]);

    // Keyboard only: Privat is already the mode, so pressing it leaves the user where she is.
    await tryckPa(p, rollval(p, 'Privat'));
    await expect(p.page).toHaveURL((url) => url.pathname + url.search === annasFullmakt);
    await expect(p.page.locator('main h1')).not.toHaveText('Välj fullmaktsgivare');
    await visarLage(p, 'PRIVAT');

    // An organisation page opened directly afterwards is the organisation's again.
    await p.visit('/organisation/engagemang');
    await visarLage(p, 'ORGANISATION');
    assert.deepEqual(await brodsmulor(p), ['Start', 'Företag', 'Dina organisationer']);
    // And back to the private power: the mode follows the path on back, too.
    await p.page.goBack();
    await p.settled();
    await visarLage(p, 'PRIVAT');
  });

  test("Lena's received powers, opened directly and reloaded, are her own private list", async ({
    signedInAs,
  }) => {
    const p = await signedInAs(testPersons.lena);
    await p.visit('/privat/ombud');
    await visarLage(p, 'PRIVAT');
    assert.deepEqual(await brodsmulor(p), ['Start', 'Fullmakter du har fått']);
    await p.page.reload();
    await p.settled();
    await visarLage(p, 'PRIVAT');
    assert.deepEqual(await brodsmulor(p), ['Start', 'Fullmakter du har fått']);
  });
});
