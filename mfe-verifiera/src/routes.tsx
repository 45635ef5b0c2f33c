import type { RouteObject } from 'react-router';
import { verifieraSidaTexter } from '@fullmakt/shared';
import type { RouteHandle } from '@fullmakt/shared';
import { RemoteLayout } from './RemoteLayout';
import { VerifieraPage } from './sida/VerifieraPage';

/** Exposed as `mfe_verifiera/routes`: the public verify page, no sign-in. */
export const routes: RouteObject[] = [
  {
    id: 'mfe_verifiera',
    element: <RemoteLayout />,
    children: [
      {
        path: '/verifiera',
        element: <VerifieraPage />,
        // Read when the title is shown, in the page's language, not when this module loads.
        handle: {
          public: true,
          get title() {
            return verifieraSidaTexter.titel;
          },
        } satisfies RouteHandle,
      },
    ],
  },
];
