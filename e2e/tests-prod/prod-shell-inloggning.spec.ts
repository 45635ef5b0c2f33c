// The sign-in refusals through the production shape's front: the test e-ID is on (the
// environment is named test), and its refusals read as they do everywhere else.
import { expect, test } from '../src/prod-fixtures';
import { legitimateWithBankIdMock, minorOn, testPersons } from '../src/sign-in';

test.describe('production shape: sign-in refusals', () => {
  test('refuses a person under 18 with the Swedish message, back on /login', async ({
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/login');
    await legitimateWithBankIdMock(p, minorOn(new Date()));
    await p.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('error'));
    await expect(p.page.getByRole('alert')).toContainText(
      'Du måste ha fyllt 18 år för att använda tjänsten.',
    );
    await p.settled();
    await expect(p.page.getByRole('button', { name: /Inloggad som/ })).toHaveCount(0);
  });

  test('refuses a samordningsnummer with the Swedish message', async ({ openPage }) => {
    const p = await openPage();
    await p.visit('/login');
    await legitimateWithBankIdMock(p, testPersons.ahmed);
    await p.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('error'));
    await expect(p.page.getByRole('alert')).toContainText(
      'Du kan bara logga in med ett svenskt personnummer',
    );
    await p.settled();
  });

  test('sets its cookies Secure and __Host- prefixed, over HTTP/2', async ({ site, openPage }) => {
    const p = await openPage();
    await p.visit('/login');
    await p.check();
    const protocol = await p.page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .nextHopProtocol,
    );
    expect(protocol).toBe('h2');
    const cookies = await p.context.cookies(site.origin);
    const xsrf = cookies.find((cookie) => cookie.name === '__Host-XSRF-TOKEN');
    expect(xsrf?.secure).toBe(true);
    expect(cookies.some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(false);
  });
});
