import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { BuildLabel } from '../BuildLabel';
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
 * The start page, the /info index and every information page (/info/nyheter with its news
 * items, which are its page module's text: news-page.tsx), without live sections.
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
  return pages;
}
