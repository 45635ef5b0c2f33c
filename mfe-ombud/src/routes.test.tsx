import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { routeHandle } from '@fullmakt/shared';
import { routes } from './routes';

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

describe('mfe-ombud routes', () => {
  it.each(specPaths)('%s is a page with a title and one h1', async (path) => {
    const leaf = (matchRoutes(routes, path) ?? []).at(-1);
    expect(leaf?.route.element).toBeTruthy();
    const title = routeHandle(leaf?.route ?? {}).title;
    expect(title).toBeTruthy();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('owns no route of another remote', () => {
    expect(matchRoutes(routes, '/privat/fullmaktsgivare')).toBeNull();
  });
});
