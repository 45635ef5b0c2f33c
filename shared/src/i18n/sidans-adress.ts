// The addresses of the information pages per language (issue 33): Swedish at `/` and
// `/info/…`, English under `/en` (`/en`, `/en/info/…`), so a search engine, a shared link
// or a bookmark names its language. The flows (`/login`, `/privat/…`) keep one address in
// every language: their language is the visitor's choice. Pure: the server, the shell and
// mfe-info map addresses the same way.
import { aktivtSprak } from './aktivt-sprak';
import { standardSprak, type Sprak } from './sprak';

/** Where the English information pages live. */
export const engelskaSidorna = '/en';

function pathOf(address: string): { path: string; rest: string } {
  const at = address.search(/[?#]/);
  return at === -1
    ? { path: address, rest: '' }
    : { path: address.slice(0, at), rest: address.slice(at) };
}

function isUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

/** An information page's Swedish address: `/` or `/info`, `/info/<sida>`. */
function isSwedishInfoPath(path: string): boolean {
  return path === '/' || isUnder(path, '/info');
}

/** The language an address is in by itself: English under /en, else none (the visitor's). */
export function adressensSprak(address: string): Sprak | undefined {
  return isUnder(pathOf(address).path, engelskaSidorna) ? 'en' : undefined;
}

/**
 * The same page's address in a language: an information page's in that language (`/info/
 * kakor` ↔ `/en/info/kakor`, `/` ↔ `/en`), any other address as it is. Query and fragment
 * are kept. By default in the page's language, for the links of the header and footer.
 */
export function adressPaSprak(address: string, sprak: Sprak = aktivtSprak()): string {
  const { path, rest } = pathOf(address);
  const swedish = isUnder(path, engelskaSidorna) ? path.slice(engelskaSidorna.length) || '/' : path;
  if (!isSwedishInfoPath(swedish)) {
    return address;
  }
  if (sprak === standardSprak) {
    return `${swedish}${rest}`;
  }
  return `${engelskaSidorna}${swedish === '/' ? '' : swedish}${rest}`;
}

/** Each language's name in itself, as a switch offers it: never translated. */
const sprakensEgetNamn: Readonly<Record<Sprak, string>> = { sv: 'Svenska', en: 'English' };

/** The header's language switch: a plain link to the other language, back to this page. */
export interface Sprakvaxling {
  href: string;
  /** The other language's name, in that language (`lang` says which, for screen readers). */
  label: string;
  lang: Sprak;
}

/**
 * The switch on a page at `address` (path, query, fragment): `GET /sprak/<other>?till=` keeps
 * the choice and sends the browser back to the same page, an information page to its
 * address in the language chosen (server/src/web/language-route.ts).
 */
export function sprakvaxling(address: string, sprak: Sprak = aktivtSprak()): Sprakvaxling {
  const annat: Sprak = sprak === standardSprak ? 'en' : standardSprak;
  return {
    href: `/sprak/${annat}?till=${encodeURIComponent(adressPaSprak(address, annat))}`,
    label: sprakensEgetNamn[annat],
    lang: annat,
  };
}
