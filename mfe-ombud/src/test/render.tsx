// Renders this remote's real routes at a path, starting from clean client state: an empty
// wizard, empty caches and list filters, the default config and (optionally) a signed-in user.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  fullmaktStore,
  konfigurationStore,
  sessionStore,
  startkonfiguration,
} from '@fullmakt/shared';
import { listStore, queryClient } from '@fullmakt/shared/api';
import type { Fullmaktsgivare, User } from '@fullmakt/shared';
import { routes } from '../routes';

const listStart = listStore.getState();

export const ALI: User = {
  sub: 'ali',
  name: 'Ali Yilmaz',
  given_name: 'Ali',
  family_name: 'Yilmaz',
  personnummer: '199901113572',
  idp: 'bankid-mock',
  id: '199901113572',
  sekretess: false,
};

/** Nordisk Byggteknik AB as the organisation chosen on /organisation (the store's principal). */
export const BYGGTEKNIK: Fullmaktsgivare = {
  id: '5567123459',
  typ: 'orgnr',
  namn: 'Nordisk Byggteknik AB',
};

export function nollstall(user: User | undefined = ALI): void {
  sessionStorage.clear();
  queryClient.clear();
  listStore.setState(listStart, true);
  konfigurationStore.setState({ config: startkonfiguration });
  fullmaktStore.getState().setAppMode('ORGANISATION');
  fullmaktStore.getState().reset();
  sessionStore.getState().setUser(user);
}

/** Chooses the organisation as mfe-organisation does: principal, role Organisation. */
export function valjOrganisation(org: Fullmaktsgivare = BYGGTEKNIK): void {
  fullmaktStore.getState().setAppMode('ORGANISATION');
  fullmaktStore.getState().setFullmaktsgivare(org, 'Organisation');
}

export function renderVid(path: string) {
  // Another remote's page (the engagement list a guard sends to) stands in as a plain page.
  const router = createMemoryRouter([...routes, { path: '*', element: <p>annan remote</p> }], {
    initialEntries: [path],
  });
  const utfall = render(<RouterProvider router={router} />);
  return { ...utfall, router };
}

/** The answer of POST /api/engagemang for a user registered in the given organisations. */
export function engagemangSvar(orgnummer: readonly string[] = [BYGGTEKNIK.id]) {
  return {
    kalla: {
      '2021005448': {
        engagemang: orgnummer.map((o) => ({ orgnummer: o })),
        fel: [],
        ofullstandig: false,
      },
    },
    aktivaOrgnummer: [...orgnummer],
  };
}
