import { ANNA } from '@fullmakt/shared/testing';
import { decodeTarget } from '../auth/target';
import { guardRedirect, sekretessPath } from './guard-decision';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('guardRedirect', () => {
  it('lets anyone see a public route', () => {
    expect(
      guardRedirect({ isPublic: true, user: undefined, location: at('/info/om-oss') }),
    ).toBeUndefined();
  });

  it('sends an unauthenticated user on a protected route to /login with the wanted target', () => {
    const to = guardRedirect({
      isPublic: false,
      user: undefined,
      location: at('/organisation/ombud/fullmakt', '?id=7&orgnummer=5566', '#x'),
    });
    expect(to?.startsWith('/login?target=')).toBe(true);
    const target = new URLSearchParams(to?.split('?')[1]).get('target');
    expect(decodeTarget(target)).toBe('/organisation/ombud/fullmakt?id=7&orgnummer=5566#x');
  });

  it('lets a signed-in user through', () => {
    expect(guardRedirect({ isPublic: false, user: ANNA, location: at('/privat') })).toBeUndefined();
  });

  it('sends a user with protected identity away from every /privat path, and only those', () => {
    const sara = { ...ANNA, sekretess: true };
    expect(guardRedirect({ isPublic: false, user: sara, location: at('/privat') })).toBe(
      sekretessPath,
    );
    expect(guardRedirect({ isPublic: false, user: sara, location: at('/privat/ombud') })).toBe(
      sekretessPath,
    );
    expect(
      guardRedirect({ isPublic: false, user: sara, location: at('/organisation') }),
    ).toBeUndefined();
    expect(
      guardRedirect({ isPublic: true, user: sara, location: at('/privatliv') }),
    ).toBeUndefined();
  });
});
