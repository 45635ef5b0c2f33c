import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import {
  infoIndexTexts,
  laddaAppensOversattning,
  laddaSidansSprak,
} from '@fullmakt/shared/first-view';
import { BuildLabel } from '../BuildLabel';
import { englishPage, englishStartPage } from '../content/english-pages';
import { kataloger } from '../oversattning';
import { infoIndexBreadcrumb, infoIndexTitle } from '../content/info-index';
import { infoPages, startPage } from '../content/info-pages';
import { InfoIndexPage } from '../pages/InfoIndexPage';
import { InfoPage } from '../pages/InfoPage';
import { StartPage } from '../pages/StartPage';

/**
 * One page as HTML, made at build time from the same components and Markdown the browser
 * renders, so the server can put the text into the document and the browser paints it
 * before any script has run (issue 13). `crumbs` are this remote's breadcrumb labels by
 * path, the same its route handles carry.
 */
export interface PrerenderedPage {
  path: string;
  title: string;
  html: string;
  crumbs: Record<string, string>;
}

function render(path: string, page: ReactNode): string {
  // RemoteLayout's content: the page, then the build label under it.
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      {page}
      <BuildLabel />
    </MemoryRouter>,
  );
}

/**
 * The English pages under /en, rendered with the page's language English (the shell's own
 * loading of the translation and this remote's, as an English page in the browser does),
 * then Swedish again.
 */
async function englishPagesPrerendered(): Promise<PrerenderedPage[]> {
  await laddaSidansSprak('en');
  // This remote's own texts (the start page's role choice, the /info index, a news item's
  // date line), as the shell loads them before its routes.
  await laddaAppensOversattning(kataloger);
  try {
    const index = infoIndexTexts.breadcrumb;
    const pages: PrerenderedPage[] = [
      {
        path: '/en',
        title: englishStartPage.meta.title,
        html: render('/en', <StartPage page={englishStartPage} />),
        crumbs: {},
      },
      {
        path: '/en/info',
        title: infoIndexTexts.title,
        html: render(
          '/en/info',
          <InfoIndexPage
            pages={infoPages.map(({ slug }) => ({ slug, meta: englishPage(slug).meta }))}
          />,
        ),
        crumbs: { '/en/info': index },
      },
    ];
    for (const { slug } of infoPages) {
      const path = `/en/info/${slug}`;
      const page = englishPage(slug);
      pages.push({
        path,
        title: page.meta.title,
        html: render(path, <InfoPage page={await page.load()} />),
        crumbs: { '/en/info': index, [path]: page.meta.breadcrumb },
      });
    }
    return pages;
  } finally {
    await laddaSidansSprak('sv');
  }
}

/**
 * The start page, the /info index and every information page (/info/nyheter with its news
 * items, which are its page module's text: news-page.tsx), without live sections; then the
 * same in English under /en.
 */
export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [
    {
      path: '/',
      title: startPage.meta.title,
      html: render('/', <StartPage page={startPage} />),
      crumbs: {},
    },
    {
      path: '/info',
      title: infoIndexTitle,
      html: render('/info', <InfoIndexPage pages={infoPages} />),
      crumbs: { '/info': infoIndexBreadcrumb },
    },
  ];
  for (const entry of infoPages) {
    const path = `/info/${entry.slug}`;
    pages.push({
      path,
      title: entry.meta.title,
      html: render(path, <InfoPage page={await entry.load()} />),
      crumbs: { '/info': infoIndexBreadcrumb, [path]: entry.meta.breadcrumb },
    });
  }
  return [...pages, ...(await englishPagesPrerendered())];
}
