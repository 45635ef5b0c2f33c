import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { sessionStore } from '@fullmakt/shared/first-view';
import { decodeTarget } from '../auth/target';
import { ANNA } from '@fullmakt/shared/testing';
import { SessionGuard } from './SessionGuard';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionGuard>
            <h1>Sidan</h1>
          </SessionGuard>
        ),
        children: [
          { path: '/info/om-oss', handle: { public: true } },
          { path: '/organisation/engagemang', handle: { breadcrumb: 'x' } },
          { path: '/privat', handle: {} },
        ],
      },
      { path: '/login', element: <Where /> },
      { path: '/sekretess', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('SessionGuard', () => {
  beforeEach(() => sessionStore.setState({ user: undefined }));

  it('shows a public route to anyone', () => {
    renderAt('/info/om-oss');
    expect(screen.getByRole('heading', { name: 'Sidan' })).toBeInTheDocument();
  });

  it('sends an unauthenticated visitor of a protected route to /login with the target', async () => {
    renderAt('/organisation/engagemang?a=1');
    const where = (await screen.findByTestId('where')).textContent ?? '';
    expect(where.startsWith('/login?target=')).toBe(true);
    expect(decodeTarget(new URLSearchParams(where.split('?')[1]).get('target'))).toBe(
      '/organisation/engagemang?a=1',
    );
  });

  it('sends a signed-in user with protected identity from /privat to the sekretess page', async () => {
    sessionStore.setState({ user: { ...ANNA, sekretess: true } });
    renderAt('/privat');
    expect(await screen.findByTestId('where')).toHaveTextContent('/sekretess');
  });

  it('shows a protected route to a signed-in user', () => {
    sessionStore.setState({ user: ANNA });
    renderAt('/privat');
    expect(screen.getByRole('heading', { name: 'Sidan' })).toBeInTheDocument();
  });
});
