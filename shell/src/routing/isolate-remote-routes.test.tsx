import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from '@fullmakt/shared/first-view';
import { ANNA } from '@fullmakt/shared/testing';
import { isolateRemoteRoutes } from './isolate-remote-routes';
import { shellRoutes, rootRouteId } from './create-app-router';

function Exploding(): never {
  throw new Error('remote bug');
}

describe('a remote that throws while rendering', () => {
  it('shows a Swedish alert with a retry button in its outlet; header, footer and other remotes keep working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // /organisation is protected: the session guard lets only a signed-in user through.
    sessionStore.getState().setUser(ANNA);
    const router = createMemoryRouter(shellRoutes(), { initialEntries: ['/organisation'] });
    router.patchRoutes(
      rootRouteId,
      isolateRemoteRoutes('mfe_organisation', [
        { id: 'mfe_organisation', path: '/organisation', element: <Exploding /> },
      ]),
    );
    router.patchRoutes(
      rootRouteId,
      isolateRemoteRoutes('mfe_info', [
        { id: 'mfe_info', path: '/info/om-oss', element: <h1>Om oss</h1> },
      ]),
    );
    await router.navigate('/organisation');
    render(<RouterProvider router={router} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Något gick fel på den här sidan');
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await router.navigate('/info/om-oss');
    expect(await screen.findByRole('heading', { level: 1, name: 'Om oss' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an error boundary a remote brings itself', () => {
    const own = <p>egen</p>;
    const [route] = isolateRemoteRoutes('mfe_info', [{ path: '/x', errorElement: own }]);
    expect(route?.errorElement).toBe(own);
  });
});
