import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { routeHandle } from '@fullmakt/shared';
import { svaraHttp, listSvar } from '@fullmakt/shared/testing';
import { routes } from './routes';
import { engagemangSvar, nollstall, valjOrganisation } from './test/render';

const specPaths = [
  '/privat/ombud',
  '/privat/ombud/fullmakt',
  '/privat/ombud/dela/giltighet',
  '/privat/ombud/dela/behorighet',
  '/privat/ombud/dela/underskrift',
  '/organisation/ombud',
  '/organisation/ombud/fullmakt',
  '/organisation/ombud/dela/giltighet',
  '/organisation/ombud/dela/behorighet',
  '/organisation/ombud/dela/underskrift',
];

beforeEach(() => {
  nollstall();
  svaraHttp((a) =>
    a.url === '/api/engagemang' ? { data: engagemangSvar() } : { data: listSvar([]) },
  );
});

describe('mfe-ombud routes', () => {
  it.each(specPaths)('%s is a route with a title', (path) => {
    const leaf = (matchRoutes(routes, path) ?? []).at(-1);
    expect(leaf?.route.element).toBeTruthy();
    expect(routeHandle(leaf?.route ?? {}).title).toBeTruthy();
  });

  it.each(['/privat/ombud', '/organisation/ombud'])('%s shows one h1 to a holder', async (path) => {
    valjOrganisation();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('owns no route of another remote', () => {
    expect(matchRoutes(routes, '/privat/fullmaktsgivare')).toBeNull();
    expect(matchRoutes(routes, '/organisation/engagemang')).toBeNull();
  });
});
