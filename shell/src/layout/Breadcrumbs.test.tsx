import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fullmaktStore } from '@fullmakt/shared/first-view';
import { Breadcrumbs } from './Breadcrumbs';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/privat',
        element: <Breadcrumbs />,
        children: [{ path: 'ombud', element: null }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is the current page and no link', () => {
    fullmaktStore.getState().setAppMode('PRIVAT');
    renderAt('/privat/ombud');
    const trail = screen.getByRole('navigation', { name: 'Du är här' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Start',
      'Privat',
      'Fullmakter du har fått',
    ]);
    expect(within(trail).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Privat' })).toHaveAttribute('href', '/privat');
    expect(within(trail).queryByRole('link', { name: 'Fullmakter du har fått' })).toBeNull();
    expect(items[2]).toHaveAttribute('aria-current', 'page');
  });

  it('follows a role change', () => {
    fullmaktStore.getState().setAppMode('ORGANISATION');
    renderAt('/privat/ombud');
    expect(screen.getByRole('navigation', { name: 'Du är här' })).toHaveTextContent(
      'Fullmakter företaget har fått',
    );
  });
});
