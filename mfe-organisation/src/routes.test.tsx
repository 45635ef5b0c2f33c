import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { routeHandle } from '@fullmakt/shared';
import { routes } from './routes';
import { orgServer } from './test/org-server';
import { nollstall } from './test/render';

const specPaths = [
  '/organisation',
  '/organisation/engagemang',
  '/organisation/fullmaktsgivare',
  '/organisation/fullmaktsgivare/fullmakt',
  '/organisation/fullmaktsgivare/utkast',
  '/organisation/fullmaktsgivare/skapa',
  '/organisation/fullmaktsgivare/skapa/mallar',
  '/organisation/fullmaktsgivare/skapa/giltighet',
  '/organisation/fullmaktsgivare/skapa/behorighet',
  '/organisation/fullmaktsgivare/skapa/signering',
  '/organisation/fullmaktsgivare/skapa/underskrift',
];

beforeEach(() => {
  nollstall();
  orgServer();
});

describe('mfe-organisation routes', () => {
  it.each(specPaths)('%s is a page with a title and one h1', async (path) => {
    const leaf = (matchRoutes(routes, path) ?? []).at(-1);
    expect(leaf?.route.element).toBeTruthy();
    const title = routeHandle(leaf?.route ?? {}).title;
    expect(title).toBeTruthy();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('owns no route of another remote', () => {
    expect(matchRoutes(routes, '/organisation/ombud')).toBeNull();
  });
});
