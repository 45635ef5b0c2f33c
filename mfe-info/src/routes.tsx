import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@fullmakt/shared';
import { infoPages, startPage } from './content/info-pages';
import { InfoIndexPage } from './pages/InfoIndexPage';
import { InfoPage } from './pages/InfoPage';
import { PartnerList } from './pages/PartnerList';
import { StartPage } from './pages/StartPage';
import { RemoteLayout } from './RemoteLayout';

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/** Live content shown after a page's text, by slug. */
const liveSections: Partial<Record<string, ReactNode>> = {
  'anslutna-parter': <PartnerList />,
};

/**
 * Exposed as `mfe_info/routes`: the start page and the information pages, all public.
 * Titles and breadcrumb labels come from each content file's front matter.
 */
export const routes: RouteObject[] = [
  {
    id: 'mfe_info',
    element: <RemoteLayout />,
    children: [
      {
        index: true,
        element: <StartPage page={startPage} />,
        handle: handle({ public: true, title: startPage.meta.title }),
      },
      {
        path: '/info',
        handle: handle({ public: true, breadcrumb: 'Information' }),
        children: [
          {
            index: true,
            element: <InfoIndexPage pages={infoPages} />,
            handle: handle({ public: true, title: 'Information om tjänsten' }),
          },
          ...infoPages.map(({ slug, page }) => ({
            path: slug,
            element: <InfoPage page={page}>{liveSections[slug]}</InfoPage>,
            handle: handle({
              public: true,
              breadcrumb: page.meta.breadcrumb,
              title: page.meta.title,
            }),
          })),
        ],
      },
    ],
  },
];
