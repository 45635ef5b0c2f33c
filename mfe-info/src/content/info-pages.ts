// The information pages, one content file each. The path of a page is its file name under
// /info; the order is the order of the /info index page.
//
// All pages travel in the routes chunk (about 13 kB gzipped) rather than one chunk each:
// an editor's redeploy replaces the remote's files, and a tab opened before it could then
// no longer load a page's old chunk. With the text in the routes chunk such a tab keeps
// showing the text it has until the next page load.
import * as anslut from '@content/anslut.md';
import * as anslutnaParter from '@content/anslutna-parter.md';
import * as fragorOchSvar from '@content/fragor-och-svar.md';
import * as fungerar from '@content/fungerar.md';
import * as kakor from '@content/kakor.md';
import * as kontaktaOss from '@content/kontakta-oss.md';
import * as nyheter from '@content/nyheter.md';
import * as omOss from '@content/om-oss.md';
import * as personuppgifter from '@content/personuppgifter.md';
import * as start from '@content/start.md';
import * as tillganglighet from '@content/tillganglighet.md';
import * as utvecklare from '@content/utvecklare.md';
import * as varforAnsluta from '@content/varfor-ansluta.md';
import type { InfoPageModule } from './info-page-module';

export interface InfoPageEntry {
  /** The path under /info, and the content file's name without `.md`. */
  slug: string;
  page: InfoPageModule;
}

export const startPage: InfoPageModule = start;

export const infoPages: readonly InfoPageEntry[] = [
  { slug: 'fungerar', page: fungerar },
  { slug: 'fragor-och-svar', page: fragorOchSvar },
  { slug: 'anslutna-parter', page: anslutnaParter },
  { slug: 'anslut', page: anslut },
  { slug: 'varfor-ansluta', page: varforAnsluta },
  { slug: 'utvecklare', page: utvecklare },
  { slug: 'om-oss', page: omOss },
  { slug: 'nyheter', page: nyheter },
  { slug: 'kontakta-oss', page: kontaktaOss },
  { slug: 'tillganglighet', page: tillganglighet },
  { slug: 'kakor', page: kakor },
  { slug: 'personuppgifter', page: personuppgifter },
];
