import type { CheckedPage } from './harness';

/** Signs at the signing service (BankID Mock for signing) with the chosen outcome. */
export async function skrivUnderHosSigneringstjansten(
  p: CheckedPage,
  utfall = 'Lyckad legitimering',
): Promise<void> {
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
  await p.shows('Skriv under fullmakten');
  await p.page.getByLabel(utfall).check();
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
}
