import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@fullmakt/shared';
import { HeadingPage } from './pages/HeadingPage';
import { ReceivedOverviewPage } from './pages/ReceivedOverviewPage';
import { RemoteLayout } from './RemoteLayout';

function page(heading: string, breadcrumb?: string): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { title: heading, ...(breadcrumb ? { breadcrumb } : {}) };
  return { element: <HeadingPage heading={heading} />, handle };
}

/** The holder's pages, the same under both roles: received powers, one power, share onward. */
function ombudTree(prefix: '/privat/ombud' | '/organisation/ombud'): RouteObject {
  return {
    path: prefix,
    handle: { breadcrumb: 'Fullmakter du har fått' } satisfies RouteHandle,
    children: [
      {
        index: true,
        element: <ReceivedOverviewPage />,
        handle: { title: 'Fullmakter du har fått' } satisfies RouteHandle,
      },
      { path: 'fullmakt', ...page('Mottagen fullmakt', 'Fullmakt') },
      {
        path: 'dela',
        handle: { breadcrumb: 'Dela vidare' } satisfies RouteHandle,
        children: [
          { path: 'giltighet', ...page('Dela vidare: fullmaktshavare och giltighet', 'Giltighet') },
          { path: 'behorighet', ...page('Dela vidare: behörigheter', 'Behörighet') },
          { path: 'underskrift', ...page('Dela vidare: skriv under', 'Underskrift') },
        ],
      },
    ],
  };
}

/** Exposed as `mfe_ombud/routes`. */
export const routes: RouteObject[] = [
  {
    id: 'mfe_ombud',
    element: <RemoteLayout />,
    children: [ombudTree('/privat/ombud'), ombudTree('/organisation/ombud')],
  },
];
