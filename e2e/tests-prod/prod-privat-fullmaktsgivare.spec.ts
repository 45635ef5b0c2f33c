// The grantor's journey through the production shape's front: sign in with the test e-ID,
// create and sign a power, see it valid; its notice leaves by SMTP (no developers' mailbox
// under production's rules).
import { expect, receivedMail, test } from '../src/prod-fixtures';
import { fyllGiltighet, tillGiltighetssteget, tillOversikten } from '../src/privat-journey';
import { idag, nastaAr, period } from '../src/ombud-journey';
import { skrivUnderHosSigneringstjansten } from '../src/signeringstjanst';

/** Its own end date: the shape's database outlives one run. */
const tom = `${nastaAr}-05-${String(10 + (Date.now() % 18)).padStart(2, '0')}`;

test.describe('production shape: the grantor', () => {
  test('Anna signs a power for Lena, finds it valid, and Lena is told by e-mail', async ({
    site,
    openPage,
  }) => {
    const mailBefore = receivedMail().length;
    const p = await openPage();
    await tillOversikten(p);
    await tillGiltighetssteget(p);
    await fyllGiltighet(p, '19900730-2426', idag, tom);
    await p.page.getByRole('checkbox', { name: 'Anmäla ägarbyte' }).check();
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Skriv under');
    await skrivUnderHosSigneringstjansten(p);
    await p.shows('Fullmakten är underskriven');

    await p.visit('/privat/fullmaktsgivare');
    await p.page.getByRole('radio', { name: 'Giltiga' }).check();
    const rad = p.page.getByRole('row').filter({ hasText: period(idag, tom) });
    await expect(rad.getByText('Klar och skickad till tredje man').first()).toBeVisible();
    await p.check();

    // Production's rules: the developers' mailbox does not exist here.
    const mailbox = await p.page.request.get(`${site.origin}/utvecklare/epost`);
    expect(await mailbox.text()).not.toContain('lena.persson@fullmakt.test');
    // The outbox sends within seconds, by SMTP, from whichever process holds the job.
    await expect
      .poll(
        () =>
          receivedMail()
            .slice(mailBefore)
            .some((m) => m.includes('lena.persson@fullmakt.test')),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
  });
});
