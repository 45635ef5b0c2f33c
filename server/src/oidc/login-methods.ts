import { inloggningsmetoder } from '@fullmakt/shared/texts';

/**
 * The e-ID methods of the login page, as the shell names them (shared texts): the shell
 * passes the chosen one as the `idp` parameter of the authorize request; it comes back as
 * the `idp` claim.
 */
export const loginMethods = inloggningsmetoder;

/** The method that only exists in test environments and works without any e-ID. */
export const mockMethod = 'bankid-mock';

export function findLoginMethod(id: string | undefined): { idp: string; namn: string } | undefined {
  return loginMethods.find((m) => m.idp === id);
}
