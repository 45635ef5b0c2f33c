import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootErrorBoundary } from './RootErrorBoundary';

function Broken(): never {
  throw new Error('fel i en route');
}

describe('RootErrorBoundary', () => {
  it('sends a routing error to /fel and shows the Swedish error page there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          errorElement: <RootErrorBoundary />,
          children: [
            { path: '/trasig', element: <Broken /> },
            { path: '/fel', element: <h1>Fel-sidan</h1> },
          ],
        },
      ],
      { initialEntries: ['/trasig'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fel-sidan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fel');
  });
});
