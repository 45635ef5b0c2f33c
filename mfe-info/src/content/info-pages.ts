// The information pages, one content file each. The path of a page is its file name under
// /info; the order is the order of the /info index page.
//
// The start page's text travels in the routes chunk: it is the page most visits begin on,
// and a chunk of its own would be one more request before its first render. Of the /info
// pages the route table carries only the front matter (`?meta`: title, breadcrumb, lead);
// a page's text comes in a chunk of its own when its route is visited, so the start page
// loads none of them. After an editor's redeploy, a tab opened before it may ask for a page
// chunk that is gone: loadPage then loads that page anew (see load-page.ts), which gets
// the new version.
import * as start from '@content/start.md';
import { meta as anslut } from '@content/anslut.md?meta';
import { meta as anslutnaParter } from '@content/anslutna-parter.md?meta';
import { meta as fragorOchSvar } from '@content/fragor-och-svar.md?meta';
import { meta as fungerar } from '@content/fungerar.md?meta';
import { meta as kakor } from '@content/kakor.md?meta';
import { meta as kontaktaOss } from '@content/kontakta-oss.md?meta';
import { meta as nyheter } from '@content/nyheter.md?meta';
import { meta as omOss } from '@content/om-oss.md?meta';
import { meta as personuppgifter } from '@content/personuppgifter.md?meta';
import { meta as tillganglighet } from '@content/tillganglighet.md?meta';
import { meta as utvecklare } from '@content/utvecklare.md?meta';
import { meta as varforAnsluta } from '@content/varfor-ansluta.md?meta';
import type { InfoPageModule, PageMeta } from './info-page-module';

export interface InfoPageEntry {
  /** The path under /info, and the content file's name without `.md`. */
  slug: string;
  meta: PageMeta;
  /** The page's compiled text, in its own chunk. */
  load: () => Promise<InfoPageModule>;
}

export const startPage: InfoPageModule = start;

export const infoPages: readonly InfoPageEntry[] = [
  { slug: 'fungerar', meta: fungerar, load: () => import('@content/fungerar.md') },
  {
    slug: 'fragor-och-svar',
    meta: fragorOchSvar,
    load: () => import('@content/fragor-och-svar.md'),
  },
  {
    slug: 'anslutna-parter',
    meta: anslutnaParter,
    load: () => import('@content/anslutna-parter.md'),
  },
  { slug: 'anslut', meta: anslut, load: () => import('@content/anslut.md') },
  { slug: 'varfor-ansluta', meta: varforAnsluta, load: () => import('@content/varfor-ansluta.md') },
  { slug: 'utvecklare', meta: utvecklare, load: () => import('@content/utvecklare.md') },
  { slug: 'om-oss', meta: omOss, load: () => import('@content/om-oss.md') },
  // The page's text and its news items (news-page.tsx), in that page's chunk only.
  { slug: 'nyheter', meta: nyheter, load: () => import('./news-page') },
  { slug: 'kontakta-oss', meta: kontaktaOss, load: () => import('@content/kontakta-oss.md') },
  {
    slug: 'tillganglighet',
    meta: tillganglighet,
    load: () => import('@content/tillganglighet.md'),
  },
  { slug: 'kakor', meta: kakor, load: () => import('@content/kakor.md') },
  {
    slug: 'personuppgifter',
    meta: personuppgifter,
    load: () => import('@content/personuppgifter.md'),
  },
];
