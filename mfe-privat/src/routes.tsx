import type { RouteObject } from 'react-router';
import { listTexter, privatStartTexter, visaTexter, wizardStegTexter } from '@fullmakt/shared';
import type { RouteHandle } from '@fullmakt/shared';
import { ChoosePrincipalPage } from './pages/ChoosePrincipalPage';
import { FullmaktPage } from './pages/FullmaktPage';
import { GivnaFullmakterPage } from './pages/GivnaFullmakterPage';
import { SkapaBehorighetPage } from './pages/SkapaBehorighetPage';
import { SkapaGiltighetPage } from './pages/SkapaGiltighetPage';
import { SkapaMallPage } from './pages/SkapaMallPage';
import { SkapaTredjemanPage } from './pages/SkapaTredjemanPage';
import { SkapaUnderskriftPage } from './pages/SkapaUnderskriftPage';
import { UtkastPage } from './pages/UtkastPage';
import { RemoteLayout } from './RemoteLayout';

function handle(title: string, breadcrumb?: string): RouteHandle {
  return { title, ...(breadcrumb ? { breadcrumb } : {}) };
}

/** Exposed as `mfe_privat/routes`: the private person's grantor pages and create flow. */
export const routes: RouteObject[] = [
  {
    id: 'mfe_privat',
    element: <RemoteLayout />,
    children: [
      {
        path: '/privat',
        handle: { breadcrumb: 'Privat' } satisfies RouteHandle,
        children: [
          {
            index: true,
            element: <ChoosePrincipalPage />,
            handle: handle(privatStartTexter.rubrik),
          },
          {
            path: 'fullmaktsgivare',
            handle: { breadcrumb: listTexter.givnaRubrik } satisfies RouteHandle,
            children: [
              {
                index: true,
                element: <GivnaFullmakterPage />,
                handle: handle(listTexter.givnaRubrik),
              },
              {
                path: 'fullmakt',
                element: <FullmaktPage />,
                handle: handle(visaTexter.rubrik, visaTexter.rubrik),
              },
              {
                path: 'utkast',
                element: <UtkastPage />,
                handle: handle(visaTexter.utkastRubrik, visaTexter.utkastRubrik),
              },
              {
                path: 'skapa',
                handle: { breadcrumb: 'Skapa fullmakt' } satisfies RouteHandle,
                children: [
                  {
                    index: true,
                    element: <SkapaTredjemanPage />,
                    handle: handle(wizardStegTexter.tredjeman),
                  },
                  {
                    path: 'mallar',
                    element: <SkapaMallPage />,
                    handle: handle(wizardStegTexter.mallar, 'Mall'),
                  },
                  {
                    path: 'giltighet',
                    element: <SkapaGiltighetPage />,
                    handle: handle(wizardStegTexter.giltighet, 'Giltighet'),
                  },
                  {
                    path: 'behorighet',
                    element: <SkapaBehorighetPage />,
                    handle: handle(wizardStegTexter.behorighet, 'Behörighet'),
                  },
                  {
                    path: 'underskrift',
                    element: <SkapaUnderskriftPage />,
                    handle: handle(wizardStegTexter.underskrift, 'Underskrift'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
