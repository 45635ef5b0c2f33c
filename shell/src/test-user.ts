import type { User } from '@fullmakt/shared/first-view';

/** A signed-in adult from the server's seed, for component tests. */
export const testUser: User = {
  sub: '197803122386',
  id: '197803122386',
  name: 'Anna Lindqvist',
  given_name: 'Anna',
  family_name: 'Lindqvist',
  personnummer: '197803122386',
  idp: 'bankid-mock',
  sekretess: false,
};
