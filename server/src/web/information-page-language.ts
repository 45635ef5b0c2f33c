import type { FastifyReply } from 'fastify';
import {
  adressensSprak,
  adressPaSprak,
  sprakLista,
  standardSprak,
  type Sprak,
} from '@fullmakt/shared/i18n';
import { escapeHtml } from '../pages/html';
import { chosenLanguage, keepLanguage } from './page-language';

/** A page's language, or where a browser that chose another language reads the same page. */
export type PageLanguage = { sprak: Sprak; redirectTo?: undefined } | { redirectTo: string };

function pathOnly(address: string): string {
  return address.split(/[?#]/)[0] ?? address;
}

/**
 * The language a page is served in, where the information pages have an address per
 * language (shared/src/i18n/sidans-adress.ts):
 * - an English information page (`/en/…`) is English, and opening one is choosing English:
 *   the choice is kept, so the sign-in and the flows its links lead to are English too;
 * - a Swedish information page, for a browser that chose English, is its English page
 *   (when the deployed mfe-info has it): a Swedish link, a bookmark or the logo's old
 *   address still gives the reader their language;
 * - any other page (the flows keep one address) is in the browser's choice, else Swedish.
 */
export function informationPageLanguage(
  reply: FastifyReply,
  secureCookies: boolean,
  isPage: (path: string) => boolean,
): PageLanguage {
  const address = reply.request.url;
  const ownLanguage = adressensSprak(address);
  const chosen = chosenLanguage(reply.request, secureCookies);
  if (ownLanguage !== undefined) {
    if (chosen !== ownLanguage) {
      keepLanguage(reply, ownLanguage, secureCookies);
    }
    return { sprak: ownLanguage };
  }
  if (chosen !== undefined && chosen !== standardSprak) {
    const there = adressPaSprak(address, chosen);
    if (there !== address && isPage(pathOnly(there))) {
      return { redirectTo: there };
    }
  }
  return { sprak: chosen ?? standardSprak };
}

/**
 * `<link rel="alternate" hreflang>` for an information page: its address in every language
 * and the Swedish one as `x-default` (absolute, as search engines require). Nothing for a
 * flow, whose one address serves every language.
 */
export function alternateLanguages(publicUrl: string, pagePath: string): string {
  const swedish = adressPaSprak(pagePath, standardSprak);
  if (swedish === adressPaSprak(pagePath, 'en')) {
    return '';
  }
  const origin = publicUrl.replace(/\/+$/, '');
  const link = (hreflang: string, path: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${path}`)}">`;
  return [
    ...sprakLista.map((sprak) => link(sprak, adressPaSprak(pagePath, sprak))),
    link('x-default', swedish),
  ].join('');
}
