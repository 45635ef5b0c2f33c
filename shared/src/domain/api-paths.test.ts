// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import { API_ROUTES, DEFAULT_API_BASES, apiRoutes, fyllSokvag } from './api-paths';

describe('api paths', () => {
  it('use the default bases', () => {
    expect(DEFAULT_API_BASES).toEqual({
      fullmakterApi: '/api/fullmakter-api',
      partanslutningApi: '/api/partanslutning',
      tredjemanApi: '/api/tredjeman-api',
      utkastApi: '/api/utkast-api',
    });
    expect(API_ROUTES.tredjeman).toEqual({ method: 'GET', path: '/api/tredjeman-api/tredjeman' });
    expect(API_ROUTES.taBortUtkast).toEqual({
      method: 'DELETE',
      path: '/api/utkast-api/utkast/:fullmaktId',
    });
    expect(API_ROUTES.startaUnderskrift.path).toBe(
      '/api/fullmakter-api/fullmakter/:id/underskrift',
    );
  });

  it('follow other bases', () => {
    const routes = apiRoutes({ ...DEFAULT_API_BASES, utkastApi: '/u' });
    expect(routes.sokUtkast.path).toBe('/u/utkast/sok');
    expect(routes.engagemang.path).toBe('/api/engagemang');
  });

  it('fill and encode parameters, and refuse missing ones', () => {
    expect(fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: '2021005448', id: 'a/b' })).toBe(
      '/api/dfm/tredjeman/2021005448/fullmakter/a%2Fb',
    );
    expect(() => fyllSokvag(API_ROUTES.fullmakt.path, { id: '1' })).toThrow('orgnummer');
  });
});

describe('oauth paths', () => {
  it('name the OpenID Connect endpoints and the callback', async () => {
    const { OAUTH_PATHS, redirectUri } = await import('./api-paths');
    expect(OAUTH_PATHS.token).toBe('/oauth2/token');
    expect(redirectUri('https://fullmakt.se/')).toBe('https://fullmakt.se/login');
  });
});
