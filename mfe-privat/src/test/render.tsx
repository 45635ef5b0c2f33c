// Renders this remote's real routes at a path, starting from clean client state: an empty
// wizard, empty caches and list filters, and (optionally) a signed-in user.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fullmaktStore, sessionStore } from '@fullmakt/shared';
import { listStore, queryClient } from '@fullmakt/shared/api';
import { ANNA } from '@fullmakt/shared/testing';
import type { User } from '@fullmakt/shared';
import { routes } from '../routes';

const listStart = listStore.getState();

export { ANNA };

export function nollstall(user: User | undefined = ANNA): void {
  sessionStorage.clear();
  queryClient.clear();
  listStore.setState(listStart, true);
  fullmaktStore.getState().setAppMode('ORGANISATION');
  fullmaktStore.getState().reset();
  sessionStore.getState().setUser(user);
}

export function renderVid(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utfall = render(<RouterProvider router={router} />);
  return { ...utfall, router };
}
