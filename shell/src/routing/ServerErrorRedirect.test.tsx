import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ApiError, createQueryClient } from '@fullmakt/shared/api';
import { ErrorPage } from '../pages/ErrorPage';
import { ServerErrorRedirect } from './ServerErrorRedirect';

const sida = '/privat/fullmaktsgivare/fullmakt?id=f1';

function Sida({ fel, egen = false }: { fel: () => ApiError | undefined; egen?: boolean }) {
  const query = useQuery({
    queryKey: ['sida', egen],
    queryFn: () => {
      const e = fel();
      return e ? Promise.reject(e) : Promise.resolve('data');
    },
    meta: { egenFelhantering: egen },
  });
  return <h1>{query.isError ? 'Sidans eget fel' : query.isSuccess ? 'Sidan' : 'Laddar'}</h1>;
}

function renderAt(fel: () => ApiError | undefined, egen = false) {
  window.history.replaceState(null, '', sida);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ServerErrorRedirect />
            <Outlet />
          </>
        ),
        children: [
          { path: '/privat/fullmaktsgivare/fullmakt', element: <Sida fel={fel} egen={egen} /> },
          { path: '/fel', element: <ErrorPage /> },
        ],
      },
    ],
    { initialEntries: [sida] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('a server error while loading a page', () => {
  it('goes to /fel, which offers the way back to the page', async () => {
    let fel: ApiError | undefined = new ApiError('okant.fel', 503);
    const router = renderAt(() => fel);
    expect(await screen.findByRole('heading', { level: 1, name: 'Något gick fel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/fel');

    fel = undefined;
    await userEvent.click(screen.getByRole('link', { name: 'Försök igen att visa sidan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan' })).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe(sida);
  });

  it('stays on the page for a refusal (4xx): that is the page’s to explain', async () => {
    const router = renderAt(() => new ApiError('fullmakt.saknas', 404));
    expect(await screen.findByRole('heading', { name: 'Sidans eget fel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/fullmakt');
  });

  it('stays on the page when the query handles its own failure', async () => {
    const router = renderAt(() => new ApiError('okant.fel', 500), true);
    expect(await screen.findByRole('heading', { name: 'Sidans eget fel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/fullmakt');
  });
});

describe('/fel', () => {
  it('offers no way back without a page, and never to another site', () => {
    const router = createMemoryRouter([{ path: '/fel', element: <ErrorPage /> }], {
      initialEntries: [{ pathname: '/fel', state: { fran: '//elak.example/x' } }],
    });
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('link', { name: 'Försök igen att visa sidan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });
});
