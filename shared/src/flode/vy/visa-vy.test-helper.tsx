// For the tests of the flow's pages (BegaranVy, FornyaVy): the page at its address inside
// the private grantor's flow, with the app's query client, and Anna signed in.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../../store/server-state/query-client';
import { sessionStore } from '../../store/session-store';
import { ANNA } from '../../testing/fixtures';
import { skapaFlode } from '../flode';
import { FlodeProvider } from '../flode-context';

const flode = skapaFlode({ appMode: 'PRIVAT', roll: 'Privat', bas: '/privat/fullmaktsgivare' });

/** Renders `vy` at `path`, opened at `address` (the path with its query). */
export function visaVyIFlodet(path: string, address: string, vy: ReactElement) {
  const router = createMemoryRouter(
    [{ path, element: <FlodeProvider flode={flode}>{vy}</FlodeProvider> }],
    { initialEntries: [address] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A clean query cache, and Anna Lindqvist signed in. */
export function annaInloggad(): void {
  queryClient.clear();
  sessionStore.getState().setUser(ANNA);
}
