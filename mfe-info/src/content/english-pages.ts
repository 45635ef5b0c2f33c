// The English information pages (issue 33): the same pages as the Swedish, in the same
// order (info-pages.ts), each its translation in content/en/ where there is one, else the
// Swedish text with a note (build/markdown-loader.mjs, `?en`). A chunk of its own, loaded by
// the English routes only: a Swedish page carries no English byte. As for the Swedish, the
// front matter comes with the table and each page's text in a chunk of its own.
import * as start from '@content/start.md?en';
import * as anslut from '@content/anslut.md?en-meta';
import * as anslutnaParter from '@content/anslutna-parter.md?en-meta';
import * as fragorOchSvar from '@content/fragor-och-svar.md?en-meta';
import * as fungerar from '@content/fungerar.md?en-meta';
import * as kakor from '@content/kakor.md?en-meta';
import * as kontaktaOss from '@content/kontakta-oss.md?en-meta';
import * as nyheter from '@content/nyheter.md?en-meta';
import * as omOss from '@content/om-oss.md?en-meta';
import * as personuppgifter from '@content/personuppgifter.md?en-meta';
import * as tillganglighet from '@content/tillganglighet.md?en-meta';
import * as utvecklare from '@content/utvecklare.md?en-meta';
import * as varforAnsluta from '@content/varfor-ansluta.md?en-meta';
import type { InfoPageModule, PageMeta } from './info-page-module';

/** An English page: its front matter now, its text when its route is visited. */
export interface EnglishPage {
  meta: PageMeta;
  load: () => Promise<InfoPageModule>;
}

export const englishStartPage: InfoPageModule = start;

/** By the Swedish page's slug: every Swedish page has its English page. */
export const englishPages: Readonly<Record<string, EnglishPage>> = {
  fungerar: { meta: fungerar.meta, load: () => import('@content/fungerar.md?en') },
  'fragor-och-svar': {
    meta: fragorOchSvar.meta,
    load: () => import('@content/fragor-och-svar.md?en'),
  },
  'anslutna-parter': {
    meta: anslutnaParter.meta,
    load: () => import('@content/anslutna-parter.md?en'),
  },
  anslut: { meta: anslut.meta, load: () => import('@content/anslut.md?en') },
  'varfor-ansluta': {
    meta: varforAnsluta.meta,
    load: () => import('@content/varfor-ansluta.md?en'),
  },
  utvecklare: { meta: utvecklare.meta, load: () => import('@content/utvecklare.md?en') },
  'om-oss': { meta: omOss.meta, load: () => import('@content/om-oss.md?en') },
  nyheter: { meta: nyheter.meta, load: () => import('./english-news-page') },
  'kontakta-oss': { meta: kontaktaOss.meta, load: () => import('@content/kontakta-oss.md?en') },
  tillganglighet: {
    meta: tillganglighet.meta,
    load: () => import('@content/tillganglighet.md?en'),
  },
  kakor: { meta: kakor.meta, load: () => import('@content/kakor.md?en') },
  personuppgifter: {
    meta: personuppgifter.meta,
    load: () => import('@content/personuppgifter.md?en'),
  },
};

/** The English page of a Swedish page (by its slug): every Swedish page has one. */
export function englishPage(slug: string): EnglishPage {
  const page = englishPages[slug];
  if (!page) {
    throw new Error(`Sidan ${slug} saknar sin engelska sida i english-pages.ts`);
  }
  return page;
}
