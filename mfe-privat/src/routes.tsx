import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import {
  begaranVyTexter,
  fornyaTexter,
  listTexter,
  privatStartTexter,
  visaTexter,
  privatRuttTexter,
} from '@fullmakt/shared';
import type { RouteHandle } from '@fullmakt/shared';
import { FlodeProvider, skapaRoutes } from '@fullmakt/shared/flode';
import { privatFlode } from './flode';
import { ChoosePrincipalPage } from './pages/ChoosePrincipalPage';
import { BegaranPage } from './pages/BegaranPage';
import { FornyaPage } from './pages/FornyaPage';
import { FullmaktPage } from './pages/FullmaktPage';
import { GivnaFullmakterPage } from './pages/GivnaFullmakterPage';
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
        handle: { breadcrumb: privatRuttTexter.brodsmula } satisfies RouteHandle,
        children: [
          {
            index: true,
            element: <ChoosePrincipalPage />,
            handle: handle(privatStartTexter.rubrik),
          },
          {
            path: 'fullmaktsgivare',
            element: (
              <FlodeProvider flode={privatFlode}>
                <Outlet />
              </FlodeProvider>
            ),
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
                path: 'fornya',
                element: <FornyaPage />,
                handle: handle(fornyaTexter.rubrik, fornyaTexter.rubrik),
              },
              {
                path: 'begaran',
                element: <BegaranPage />,
                handle: handle(begaranVyTexter.rubrik, begaranVyTexter.rubrik),
              },
              {
                path: 'utkast',
                element: <UtkastPage />,
                handle: handle(visaTexter.utkastRubrik, visaTexter.utkastRubrik),
              },
              skapaRoutes(privatFlode),
            ],
          },
        ],
      },
    ],
  },
];
