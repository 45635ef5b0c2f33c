import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@fullmakt/shared/first-view';
import { infoIndexBreadcrumb, infoIndexTitle } from './content/info-index';
import { infoPages, startPage, type InfoPageEntry } from './content/info-pages';
import { loadPage } from './content/load-page';
import { InfoIndexPage } from './pages/InfoIndexPage';
import { InfoPage } from './pages/InfoPage';
import { StartPage } from './pages/StartPage';
import { RemoteLayout } from './RemoteLayout';

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/**
 * Live content shown after a page's text, by slug: loaded with that page only, so no
 * other page loads the API client it needs.
 */
const liveSections: Partial<Record<string, () => Promise<RouteObject['element']>>> = {
  'anslutna-parter': async () => {
    const { PartnerList } = await import('./pages/PartnerList');
    return <PartnerList />;
  },
};

/** An information page's route: its text (and live content) arrive with the route. */
export function infoPageRoute(
  { slug, meta, load }: InfoPageEntry,
  live: () => Promise<RouteObject['element']> = liveSections[slug] ?? (async () => null),
): RouteObject {
  return {
    path: slug,
    lazy: async () => {
      // One guarded load for both chunks: two in parallel would each use the once-only
      // reload guard, and the second would clear what the first set (a reload loop).
      const [page, liveElement] = await loadPage(`/info/${slug}`, () =>
        Promise.all([load(), live()]),
      );
      return { element: <InfoPage page={page}>{liveElement}</InfoPage> };
    },
    handle: handle({ public: true, breadcrumb: meta.breadcrumb, title: meta.title }),
  };
}

/** The English pages' chunk (content/english-pages.ts), loaded by an English route. */
const englishPages = () => import('./content/english-pages');

/**
 * An English information page (`/en/info/<slug>`): its front matter (title, breadcrumb)
 * comes with the English pages' chunk, so its handle comes with the route's `lazy` too.
 */
export function englishInfoPageRoute(
  slug: string,
  live: () => Promise<RouteObject['element']> = liveSections[slug] ?? (async () => null),
): RouteObject {
  return {
    path: slug,
    lazy: async () => {
      const [page, liveElement, meta] = await loadPage(`/en/info/${slug}`, async () => {
        const english = (await englishPages()).englishPage(slug);
        return Promise.all([english.load(), live(), english.meta]);
      });
      return {
        element: <InfoPage page={page}>{liveElement}</InfoPage>,
        handle: handle({ public: true, breadcrumb: meta.breadcrumb, title: meta.title }),
      };
    },
  };
}

/**
 * The English start page and information pages under /en (issue 33), the same pages as
 * the Swedish. Their texts are in the English pages' chunk, so their handles come with
 * their `lazy`.
 */
const englishRoutes: RouteObject = {
  path: '/en',
  children: [
    {
      index: true,
      lazy: async () => {
        const { englishStartPage } = await loadPage('/en', englishPages);
        return {
          element: <StartPage page={englishStartPage} />,
          handle: handle({ public: true, title: englishStartPage.meta.title }),
        };
      },
    },
    {
      path: 'info',
      handle: handle({ public: true, breadcrumb: infoIndexBreadcrumb }),
      children: [
        {
          index: true,
          lazy: async () => {
            const { englishPage } = await loadPage('/en/info', englishPages);
            const entries = infoPages.map(({ slug }) => ({ slug, meta: englishPage(slug).meta }));
            return {
              element: <InfoIndexPage pages={entries} />,
              handle: handle({ public: true, title: infoIndexTitle }),
            };
          },
        },
        ...infoPages.map(({ slug }) => englishInfoPageRoute(slug)),
      ],
    },
  ],
};

/**
 * Exposed as `mfe_info/routes`: the start page and the information pages, all public, in
 * Swedish at / and /info, in English under /en. Titles and breadcrumb labels come from
 * each content file's front matter.
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
        handle: handle({ public: true, breadcrumb: infoIndexBreadcrumb }),
        children: [
          {
            index: true,
            element: <InfoIndexPage pages={infoPages} />,
            handle: handle({ public: true, title: infoIndexTitle }),
          },
          ...infoPages.map((entry) => infoPageRoute(entry)),
        ],
      },
      englishRoutes,
    ],
  },
];
