// @vitest-environment node
import type { UIMatch } from 'react-router';
import type { Crumb, RouteHandle } from '@fullmakt/shared/first-view';
import { breadcrumbTrail } from './breadcrumb-trail';

function match(pathname: string, handle: RouteHandle = {}, id = pathname): UIMatch {
  return { id, pathname, params: {}, data: undefined, loaderData: undefined, handle };
}

const labels = (trail: Crumb[]) => trail.map((crumb) => crumb.label);

describe('breadcrumbTrail', () => {
  it("starts with 'Start' linking to the root, then the routes' own labels outside the role trees", () => {
    const trail = breadcrumbTrail(
      [
        match('/', {}, 'root'),
        match('/info', { breadcrumb: 'Information' }),
        match('/info/om-oss', { breadcrumb: 'Om oss' }),
      ],
      'ORGANISATION',
    );
    expect(trail).toEqual([
      { label: 'Start', to: '/' },
      { label: 'Information', to: '/info' },
      { label: 'Om oss', to: '/info/om-oss' },
    ]);
  });

  it('takes labels under /privat from the label set of the lower-cased current role', () => {
    const matches = [
      match('/', {}, 'root'),
      match('/privat', { breadcrumb: 'ignoreras' }),
      match('/privat/fullmaktsgivare', {}),
      match('/privat/fullmaktsgivare/skapa', {}),
      match('/privat/fullmaktsgivare/skapa/mallar', {}),
    ];
    expect(labels(breadcrumbTrail(matches, 'PRIVAT'))).toEqual([
      'Start',
      'Privat',
      'Fullmakter du har gett',
      'Skapa fullmakt',
      'Mall',
    ]);
  });

  it('uses the organisation label set under /organisation, and follows the role, not the path', () => {
    const matches = [match('/organisation', {}), match('/organisation/ombud', {})];
    expect(labels(breadcrumbTrail(matches, 'ORGANISATION'))).toEqual([
      'Start',
      'Företag',
      'Fullmakter företaget har fått',
    ]);
    const privatPath = [match('/privat', {}), match('/privat/ombud', {})];
    expect(labels(breadcrumbTrail(privatPath, 'ORGANISATION'))).toEqual([
      'Start',
      'Fullmakter företaget har fått',
    ]);
  });

  it('makes a crumb of a segment only when a route matches it and a label exists', () => {
    // No route matches /organisation/fullmaktsgivare itself; 'okand' has no label.
    const matches = [
      match('/organisation', {}),
      match('/organisation/fullmaktsgivare/skapa', {}),
      match('/organisation/fullmaktsgivare/skapa/okand', {}),
    ];
    expect(labels(breadcrumbTrail(matches, 'ORGANISATION'))).toEqual([
      'Start',
      'Företag',
      'Skapa fullmakt',
    ]);
  });

  it('finds a label on a layout route that shares its path with the index route', () => {
    const matches = [
      match('/info', { breadcrumb: 'Information' }, 'layout'),
      match('/info', {}, 'index'),
    ];
    expect(labels(breadcrumbTrail(matches, 'PRIVAT'))).toEqual(['Start', 'Information']);
  });

  it("lets a route's own breadcrumb function take precedence", () => {
    const own: Crumb[] = [{ label: 'Egen', to: '/x' }];
    const matches = [
      match('/info', { breadcrumb: 'Information' }),
      match('/info/nyheter', { breadcrumb: 'Nyheter', breadcrumbs: () => own }),
    ];
    expect(breadcrumbTrail(matches, 'PRIVAT')).toBe(own);
  });

  it('shows no crumbs when the own function answers nothing (breadcrumbs disabled)', () => {
    const matches = [
      match('/info', { breadcrumb: 'Information' }),
      match('/info/x', { breadcrumbs: () => null }),
    ];
    expect(breadcrumbTrail(matches, 'PRIVAT')).toEqual([]);
    const empty = [match('/info', { breadcrumb: 'Information', breadcrumbs: () => [] })];
    expect(breadcrumbTrail(empty, 'PRIVAT')).toEqual([]);
  });

  it('shows no trail when nothing but Start would be in it', () => {
    expect(breadcrumbTrail([match('/', {}, 'root'), match('/login', {})], 'PRIVAT')).toEqual([]);
  });
});
