/**
 * The e-ID methods of the login page. The shell passes the chosen one as the `idp`
 * parameter of the authorize request; it comes back as the `idp` claim.
 */
export const loginMethods = [
  { id: 'mobilt-bankid', namn: 'Mobilt BankID' },
  { id: 'bankid', namn: 'BankID' },
  { id: 'telia', namn: 'Telia' },
  { id: 'freja', namn: 'Freja+' },
  { id: 'foreign-eid', namn: 'Foreign eID' },
  { id: 'bankid-mock', namn: 'BankID Mock' },
] as const;

export type LoginMethodId = (typeof loginMethods)[number]['id'];

/** The method that only exists in test environments and works without any e-ID. */
export const mockMethod: LoginMethodId = 'bankid-mock';

/** A foreign eID (eIDAS) may log in but never sign (SPEC §5). */
export const foreignMethod: LoginMethodId = 'foreign-eid';

export function findLoginMethod(id: string | undefined): (typeof loginMethods)[number] | undefined {
  return loginMethods.find((m) => m.id === id);
}
