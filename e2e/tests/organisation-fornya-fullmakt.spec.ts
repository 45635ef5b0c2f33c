// An organisation renews a power by keyboard alone (issue 32 item 4): Erik, a signatory of
// Nordisk Byggteknik AB, renews its seeded power for Tillståndsmyndigheten from the power's
// page. The wizard opens filled in, the signatories are chosen again in step 5 and named in
// the review, and Erik signs; when Maria has signed too, the old power says it is renewed,
// links to the new one and offers no second renewal. Axe checks every page and state.
import { type CheckedPage, expect, test } from '../src/fixtures';
import { kryssaMedTangent, tryckPa, valjRadioMedTangent } from '../src/keyboard';
import { testPersons, type TestPerson } from '../src/sign-in';

/** Signs in on the organisation side and chooses Nordisk Byggteknik AB, by keyboard. */
async function somNordisk(signedInAs: (p: TestPerson) => Promise<CheckedPage>, vem: TestPerson) {
  const p = await signedInAs(vem);
  await p.visit('/organisation');
  await p.shows('Välj organisation');
  await tryckPa(p, p.page.getByRole('button', { name: 'Välj Nordisk Byggteknik AB' }));
  await p.shows('Fullmakter organisationen har gett');
  return p;
}

/** At the signing service: a successful identification, chosen and signed by keyboard. */
async function skrivUnderMedTangent(p: CheckedPage): Promise<void> {
  await p.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
  await p.shows('Skriv under fullmakten');
  await valjRadioMedTangent(p, p.page.getByLabel('Lyckad legitimering'));
  await tryckPa(p, p.page.getByRole('button', { name: 'Skriv under', exact: true }));
  await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
}

test.describe('organisation: renew a power by keyboard alone', () => {
  test("Erik renews Nordisk Byggteknik AB's power through the signatory step; once signed, the old one says it is renewed", async ({
    signedInAs,
  }) => {
    const erik = await somNordisk(signedInAs, testPersons.erik);
    const nasta = erik.page.getByRole('button', { name: 'Nästa' });
    const rad = erik.page.getByRole('row').filter({ hasText: 'Tillståndsmyndigheten' });
    await expect(rad).toHaveCount(1);
    await tryckPa(erik, rad.getByRole('link', { name: 'Visa Tillståndsansökningar' }));
    await erik.shows('Tillståndsansökningar');
    const gammal = erik.page.url();

    await tryckPa(erik, erik.page.getByRole('link', { name: 'Förnya fullmakten' }));
    await erik.shows('Förnya fullmakten');
    await expect(
      erik.page.getByText('Du väljer vilka som ska skriva under på nytt.'),
    ).toBeVisible();
    await tryckPa(erik, erik.page.getByRole('button', { name: 'Förnya fullmakten' }));

    // The wizard, filled in with the old power's holder and permissions: six steps.
    await erik.shows('Fullmaktshavare och giltighetstid');
    await expect(erik.page.getByText('Steg 3 av 6', { exact: true })).toBeVisible();
    await expect(erik.page.getByLabel('Personnummer för fullmaktshavare 1')).toHaveValue(
      '19850419-8352',
    );
    await tryckPa(erik, nasta);
    await erik.shows('Behörigheter');
    await expect(erik.page.getByRole('checkbox', { name: 'Komplettera ärenden' })).toBeChecked();
    await tryckPa(erik, nasta);

    // The signatories are chosen again: none is carried over from the old power.
    await erik.shows('Välj vem som ska skriva under');
    const styrelsen = erik.page.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
    await expect(styrelsen.getByRole('checkbox', { name: 'Maria Svensson' })).not.toBeChecked();
    await kryssaMedTangent(erik, styrelsen.getByRole('checkbox', { name: 'Erik Johansson (du)' }));
    await kryssaMedTangent(erik, styrelsen.getByRole('checkbox', { name: 'Maria Svensson' }));
    await erik.check();
    await tryckPa(erik, nasta);

    // The review names them (issue 32 item 5), then Erik signs.
    await erik.shows('Skriv under');
    await expect(erik.page.getByText('Steg 6 av 6', { exact: true })).toBeVisible();
    await expect(
      erik.page
        .getByRole('main')
        .getByText(/Maria Svensson/)
        .first(),
    ).toBeVisible();
    await tryckPa(erik, erik.page.getByRole('button', { name: 'Skriv under', exact: true }));
    await skrivUnderMedTangent(erik);
    await erik.shows('Din underskrift är klar');

    // Maria signs the renewal waiting for her, and it is delivered.
    const maria = await somNordisk(signedInAs, testPersons.maria);
    const vantar = maria.page.getByRole('region', { name: 'Väntar på din underskrift' });
    await tryckPa(
      maria,
      vantar.getByRole('link', { name: 'Granska och skriv under Tillståndsansökningar' }).first(),
    );
    await maria.shows('Påbörjad fullmakt');
    await tryckPa(maria, maria.page.getByRole('button', { name: 'Skriv under', exact: true }));
    await skrivUnderMedTangent(maria);
    await maria.shows('Fullmakten är underskriven');

    // The old power: renewed, with a link to the new one, and no second renewal offered.
    const { pathname, search } = new URL(gammal);
    await erik.visit(pathname + search);
    await erik.shows('Tillståndsansökningar');
    await expect(erik.page.getByText('Fullmakten är redan förnyad.')).toBeVisible();
    await expect(erik.page.getByRole('link', { name: 'Förnya fullmakten' })).toHaveCount(0);
    await erik.check();
    // Its renewal page, from the reminder's link: the same words, nothing to start.
    await erik.visit(`/organisation/fullmaktsgivare/fornya${search}`);
    await erik.shows('Förnya fullmakten');
    await expect(erik.page.getByText('Fullmakten är redan förnyad.')).toBeVisible();
    await expect(erik.page.getByRole('button', { name: 'Förnya fullmakten' })).toHaveCount(0);
    await tryckPa(erik, erik.page.getByRole('link', { name: 'Visa den nya fullmakten' }));
    await erik.shows('Tillståndsansökningar');
    await expect(
      erik.page.getByRole('region', { name: 'Historik' }).getByText(/förnyelse av en tidigare/),
    ).toBeVisible();
  });
});
