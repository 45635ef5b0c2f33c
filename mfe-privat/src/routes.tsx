import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@fullmakt/shared';
import { ChoosePrincipalPage } from './pages/ChoosePrincipalPage';
import { HeadingPage } from './pages/HeadingPage';
import { RemoteLayout } from './RemoteLayout';

function page(heading: string, breadcrumb?: string): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { title: heading, ...(breadcrumb ? { breadcrumb } : {}) };
  return { element: <HeadingPage heading={heading} />, handle };
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
            handle: { title: 'Välj fullmaktsgivare' } satisfies RouteHandle,
          },
          {
            path: 'fullmaktsgivare',
            handle: { breadcrumb: 'Fullmakter du har gett' } satisfies RouteHandle,
            children: [
              { index: true, ...page('Fullmakter du har gett') },
              { path: 'fullmakt', ...page('Fullmakt', 'Fullmakt') },
              {
                path: 'skapa',
                handle: { breadcrumb: 'Skapa fullmakt' } satisfies RouteHandle,
                children: [
                  { index: true, ...page('Välj tredje man') },
                  { path: 'mallar', ...page('Välj fullmaktsmall', 'Mall') },
                  { path: 'giltighet', ...page('Fullmaktshavare och giltighet', 'Giltighet') },
                  { path: 'behorighet', ...page('Behörigheter', 'Behörighet') },
                  { path: 'underskrift', ...page('Granska och skriv under', 'Underskrift') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
