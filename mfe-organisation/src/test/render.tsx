// Renders this remote's real routes at a path, starting from clean client state: an empty
// wizard in organisation mode, empty caches and list filters, and a signed-in user.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fullmaktStore, sessionStore } from '@fullmakt/shared';
import type { User } from '@fullmakt/shared';
import { engagemangStatus, listStore, queryClient } from '@fullmakt/shared/api';
import { routes } from '../routes';

const listStart = listStore.getState();

export const ERIK: User = {
  sub: 'erik',
  name: 'Erik Johansson',
  given_name: 'Erik',
  family_name: 'Johansson',
  personnummer: '196905274517',
  idp: 'bankid-mock',
  id: '196905274517',
  sekretess: false,
};

export const MARIA_ID = '198209142622';

export function nollstall(user: User | undefined = ERIK): void {
  sessionStorage.clear();
  queryClient.clear();
  engagemangStatus.setState({ fel: false });
  listStore.setState(listStart, true);
  fullmaktStore.getState().setAppMode('PRIVAT');
  fullmaktStore.getState().setAppMode('ORGANISATION');
  fullmaktStore.getState().reset();
  sessionStore.getState().setUser(user);
}

export function renderVid(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utfall = render(<RouterProvider router={router} />);
  return { ...utfall, router };
}
