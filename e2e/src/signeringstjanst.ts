import type { CheckedPage } from './harness';

/** On the signing service's page: chooses the outcome and signs, back to the receipt. */
async function signeraPaTjansten(p: CheckedPage, utfall: string): Promise<void> {
  await p.shows('Skriv under fullmakten');
  await p.page.getByLabel(utfall).check();
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname === '/underskrift/resultat');
}

/** Signs at the signing service (BankID Mock for signing) with the chosen outcome. */
export async function skrivUnderHosSigneringstjansten(
  p: CheckedPage,
  utfall = 'Lyckad legitimering',
): Promise<void> {
  await p.page.getByRole('button', { name: 'Skriv under', exact: true }).click();
  await p.page.waitForURL((url) => url.pathname.startsWith('/signeringstjanst/'));
  await signeraPaTjansten(p, utfall);
}

/**
 * Signs a power whose signing a test started through the API: follows the browser to the
 * service's address the start answered (`redirectUrl`) and signs there.
 */
export async function skrivUnderPaAdressen(
  p: CheckedPage,
  redirectUrl: string,
  utfall = 'Lyckad legitimering',
): Promise<void> {
  await p.page.goto(new URL(redirectUrl, p.page.url()).href);
  await signeraPaTjansten(p, utfall);
}
