import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { routeHandle } from '@fullmakt/shared';
import { routes } from './routes';

const specPaths = [
  '/',
  '/info/anslut',
  '/info/anslutna-parter',
  '/info/fragor-och-svar',
  '/info/fungerar',
  '/info/kakor',
  '/info/kontakta-oss',
  '/info/nyheter',
  '/info/om-oss',
  '/info/personuppgifter',
  '/info/tillganglighet',
  '/info/varfor-ansluta',
  '/info/utvecklare',
];

describe('mfe-info routes', () => {
  it.each(specPaths)('%s is a public page with a title', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches.at(-1);
    expect(leaf?.route.element).toBeTruthy();
    expect(routeHandle(leaf?.route ?? {}).public).toBe(true);
    expect(routeHandle(leaf?.route ?? {}).title).toBeTruthy();
  });

  it('renders the start page with one h1 and the two ways in', async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Jag är privatperson' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Jag företräder ett företag eller en organisation' }),
    ).toBeInTheDocument();
  });
});
