// @vitest-environment node
import { matchesRoutePattern, routePatterns } from './route-patterns';

describe('routePatterns', () => {
  it('lists every route with a path and every index route, absolute, without the catch-all', () => {
    expect(
      routePatterns([
        {
          children: [
            { index: true },
            {
              path: '/info',
              children: [{ index: true }, { path: 'om-oss' }, { path: 'sida/:id' }],
            },
            { path: '/*' },
          ],
        },
      ]),
    ).toEqual(['/', '/info', '/info/om-oss', '/info/sida/:id']);
  });
});

describe('matchesRoutePattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/finns-inte', false],
    ['/info/om-oss', '/info/om-oss/', true],
    ['/info/om-oss', '/INFO/Om-Oss', true],
    ['/info/om-oss', '/info/om-oss/mer', false],
    ['/info/sida/:id', '/info/sida/7', true],
    ['/info/sida/:id', '/info/sida', false],
    ['/info/:id?', '/info', true],
    ['/info/:id?', '/info/7', true],
    ['/filer/*', '/filer/a/b', true],
  ])('%s against %s: %s', (pattern, pathname, matches) => {
    expect(matchesRoutePattern(pattern, pathname)).toBe(matches);
  });
});
