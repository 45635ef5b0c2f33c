// @vitest-environment node
// @vitest-environment node -- pure module.
import { medOrganisationMal, organisationMal } from './organisation-mal';

describe('the organisation page to continue to after choosing the organisation', () => {
  it('is the page the guard was given, query and all', () => {
    const state = medOrganisationMal(
      { pathname: '/organisation/fullmaktsgivare/utkast', search: '?id=abc' },
      { meddelande: 'x' },
    );
    expect(state).toEqual({ meddelande: 'x', mal: '/organisation/fullmaktsgivare/utkast?id=abc' });
    expect(organisationMal(state)).toBe('/organisation/fullmaktsgivare/utkast?id=abc');
    expect(organisationMal({ mal: '/organisation/ombud' })).toBe('/organisation/ombud');
  });

  it('is never the chooser, another tree, another site or something that is not a path', () => {
    expect(organisationMal(undefined)).toBeUndefined();
    expect(organisationMal({ meddelande: 'x' })).toBeUndefined();
    expect(organisationMal({ mal: 42 })).toBeUndefined();
    expect(organisationMal({ mal: '/organisation/engagemang' })).toBeUndefined();
    expect(organisationMal({ mal: '/organisation/engagemang?x=1' })).toBeUndefined();
    expect(organisationMal({ mal: '/privat/fullmaktsgivare' })).toBeUndefined();
    expect(organisationMal({ mal: '//evil.example/organisation/' })).toBeUndefined();
    expect(organisationMal({ mal: 'https://evil.example/organisation/x' })).toBeUndefined();
    expect(organisationMal({ mal: '/organisation/\\evil' })).toBeUndefined();
  });
});
