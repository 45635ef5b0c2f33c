// The composition isolation through the production shape's front: one remote's origin is
// taken away (its server block gone from nginx, reloaded), and only its outlet breaks; the
// origin back, the try-again button loads it without a page load.
import { expect, setRemoteOrigin, test } from '../src/prod-fixtures';
import { signIn } from '../src/sign-in';

const expectedBrowserErrors = [/Failed to load resource/, /ERR_CONNECTION_REFUSED/];

test.describe('production shape: a remote origin stopped breaks only its own outlet', () => {
  test.afterAll(() => {
    setRemoteOrigin('mfe-ombud', true);
  });

  test('mfe-ombud gone: its outlet says so, the header, footer and mfe-privat work; back, it loads', async ({
    site,
    openPage,
  }) => {
    const p = await openPage({ allowConsoleErrors: expectedBrowserErrors });
    await signIn(p);
    setRemoteOrigin('mfe-ombud', false);
    await p.page.goto(`${site.origin}/privat/ombud`);
    const alert = p.page.getByRole('alert');
    await expect(alert).toContainText('Den här delen av tjänsten är inte tillgänglig just nu', {
      timeout: 20_000,
    });
    await expect(p.page.getByRole('banner')).toBeVisible();
    await expect(p.page.getByRole('contentinfo')).toBeVisible();
    await p.check();

    await p.visit('/privat/fullmaktsgivare');
    await p.shows('Fullmakter du har gett');

    await p.page.goto(`${site.origin}/privat/ombud`);
    await expect(alert.getByRole('button', { name: 'Försök igen' })).toBeVisible({
      timeout: 20_000,
    });
    await p.page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    setRemoteOrigin('mfe-ombud', true);
    await alert.getByRole('button', { name: 'Försök igen' }).click();
    await p.shows('Fullmakter du har fått');
    expect(
      await p.page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    ).toBe(true);
  });
});
