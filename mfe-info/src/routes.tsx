import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@fullmakt/shared';
import { HeadingPage } from './pages/HeadingPage';
import { InfoIndexPage } from './pages/InfoIndexPage';
import { StartPage } from './pages/StartPage';
import { RemoteLayout } from './RemoteLayout';

const infoPages: { path: string; heading: string }[] = [
  { path: 'anslut', heading: 'Anslut till tjänsten' },
  { path: 'anslutna-parter', heading: 'Anslutna parter' },
  { path: 'fragor-och-svar', heading: 'Frågor och svar' },
  { path: 'fungerar', heading: 'Så fungerar det' },
  { path: 'kakor', heading: 'Kakor' },
  { path: 'kontakta-oss', heading: 'Kontakta oss' },
  { path: 'nyheter', heading: 'Nyheter' },
  { path: 'om-oss', heading: 'Om oss' },
  { path: 'personuppgifter', heading: 'Personuppgifter' },
  { path: 'tillganglighet', heading: 'Tillgänglighet' },
  { path: 'varfor-ansluta', heading: 'Varför ansluta?' },
  { path: 'utvecklare', heading: 'Infrastruktur för utvecklare' },
];

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/** Exposed as `mfe_info/routes`: the start page and the information pages, all public. */
export const routes: RouteObject[] = [
  {
    id: 'mfe_info',
    element: <RemoteLayout />,
    children: [
      {
        index: true,
        element: <StartPage />,
        handle: handle({ public: true, title: 'Digitala fullmakter' }),
      },
      {
        path: '/info',
        handle: handle({ public: true, breadcrumb: 'Information' }),
        children: [
          {
            index: true,
            element: <InfoIndexPage pages={infoPages} />,
            handle: handle({ public: true, title: 'Information' }),
          },
          ...infoPages.map((page) => ({
            path: page.path,
            element: <HeadingPage heading={page.heading} />,
            handle: handle({ public: true, breadcrumb: page.heading, title: page.heading }),
          })),
        ],
      },
    ],
  },
];
