import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@fullmakt/shared';
import { HeadingPage } from './pages/HeadingPage';
import { RemoteLayout } from './RemoteLayout';

function page(heading: string, breadcrumb?: string): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { title: heading, ...(breadcrumb ? { breadcrumb } : {}) };
  return { element: <HeadingPage heading={heading} />, handle };
}

/** Exposed as `mfe_organisation/routes`: choosing the organisation, its powers and the create flow. */
export const routes: RouteObject[] = [
  {
    id: 'mfe_organisation',
    element: <RemoteLayout />,
    children: [
      {
        path: '/organisation',
        handle: { breadcrumb: 'Organisation' } satisfies RouteHandle,
        children: [
          { index: true, ...page('Välj organisation') },
          { path: 'engagemang', ...page('Dina organisationer', 'Organisationer') },
          {
            path: 'fullmaktsgivare',
            handle: { breadcrumb: 'Fullmakter organisationen har gett' } satisfies RouteHandle,
            children: [
              { index: true, ...page('Fullmakter organisationen har gett') },
              { path: 'fullmakt', ...page('Fullmakt', 'Fullmakt') },
              { path: 'utkast', ...page('Påbörjad fullmakt', 'Utkast') },
              {
                path: 'skapa',
                handle: { breadcrumb: 'Skapa fullmakt' } satisfies RouteHandle,
                children: [
                  { index: true, ...page('Välj tredje man') },
                  { path: 'mallar', ...page('Välj fullmaktsmall', 'Mall') },
                  { path: 'giltighet', ...page('Fullmaktshavare och giltighet', 'Giltighet') },
                  { path: 'behorighet', ...page('Behörigheter', 'Behörighet') },
                  { path: 'signering', ...page('Välj vilka som ska skriva under', 'Signering') },
                  { path: 'underskrift', ...page('Skriv under och skicka', 'Underskrift') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
