import assert from 'node:assert/strict';
import { expect, test } from '../src/fixtures';
import { LayoutKontroll } from '../src/layout-checks';
import { jamforVidBredder } from '../src/visual';

/**
 * Issue 19, items 5 and 6: the component page (outside production only) with every
 * component in each state; its look, its targets and reflow, the native dialog, and
 * forced colours (Windows high contrast), where focus and borders must still show.
 */
test.describe('the component page', () => {
  test('shows every component, looks as its baseline, and keeps targets and reflow', async ({
    openPage,
  }) => {
    const layout = new LayoutKontroll();
    const fel: string[] = [];
    const p = await openPage();
    await p.visit('/komponenter');
    await layout.kontrollera(p.page, 'component page');
    // The error summary takes focus when it appears; blurred, so the picture is stable.
    await p.page.evaluate('document.activeElement && document.activeElement.blur()');
    await jamforVidBredder(p.page, 'komponenter', fel);

    // The native dialog: modal, focus on its question, kept inside, back to the opener.
    await p.page.setViewportSize({ width: 1280, height: 800 });
    const oppna = p.page.getByRole('button', { name: 'Öppna dialogen' });
    await oppna.click();
    const dialog = p.page.getByRole('dialog', { name: 'Vill du ta bort utkastet?' });
    await expect(dialog).toBeVisible();
    await p.check();
    assert.equal(await dialog.evaluate((d) => d.matches(':modal')), true);
    for (let tab = 0; tab < 4; tab += 1) {
      await p.page.keyboard.press('Tab');
      assert.equal(
        await dialog.evaluate((d) => d.contains(document.activeElement)),
        true,
        'focus stays inside the dialog',
      );
    }
    await p.page.keyboard.press('Escape');
    await expect(dialog).not.toBeAttached();
    assert.equal(await oppna.evaluate((b) => b === document.activeElement), true);
    assert.deepEqual([...layout.problem, ...fel], []);
  });

  test('keeps focus rings and field and button borders in forced colours', async ({ openPage }) => {
    const p = await openPage();
    await p.page.emulateMedia({ forcedColors: 'active' });
    await p.visit('/komponenter');
    const stil = (selector: string) =>
      p.page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return {
            outline: `${s.outlineStyle} ${Number.parseFloat(s.outlineWidth)}`,
            border: `${s.borderTopStyle} ${Number.parseFloat(s.borderTopWidth)}`,
          };
        });
    for (const selector of ['#k-namn', '.button', '.button--secondary', '.tag', '.notice']) {
      const { border } = await stil(selector);
      assert.match(border, /^solid [1-9]/, `${selector} has a visible border: ${border}`);
    }
    await p.page.getByRole('button', { name: 'Fortsätt' }).focus();
    await p.page.keyboard.press('Shift+Tab');
    await p.page.keyboard.press('Tab');
    const { outline } = await stil('.button:focus-visible');
    assert.match(outline, /^solid [2-9]/, `a focused button shows its ring: ${outline}`);
    await p.page.getByLabel('Namn').focus();
    const falt = await stil('#k-namn');
    assert.match(falt.outline, /^solid [2-9]/, `a focused field shows its ring: ${falt.outline}`);
  });
});
