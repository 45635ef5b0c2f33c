import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  engelskaKataloger,
  laggTillOversattning,
  lasSprakFran,
  linguiOversattare,
  sprakFranAcceptLanguage,
  standardSprak,
  type Sprak,
} from '@fullmakt/shared/i18n';
import { chosenLanguage, pageLanguage } from '../web/page-language';

const begaransSprak = new AsyncLocalStorage<Sprak>();

/** Once per process, however many apps it builds (the tests build hundreds). */
let oversattningarnaLaddade: true | undefined;
function laddaOversattningarna(): true {
  laggTillOversattning('en', linguiOversattare('en', ...engelskaKataloger));
  return true;
}

/** The language of the work at hand: its request's, or the one iSprak gives it; else Swedish. */
const arbetetsSprak = (): Sprak => begaransSprak.getStore() ?? standardSprak;

/** The server's texts follow the work at hand, in every language it has catalogs for. */
function lasSprakFranArbetet(): void {
  oversattningarnaLaddade ??= laddaOversattningarna();
  lasSprakFran(arbetetsSprak);
}

/**
 * Runs a piece of work in a language (issue 33 item 4): a notice is written in its
 * recipient's, inside the sender's request or in the outbox and the scheduler outside any.
 * Every text and date in words the work reads, now or after an await, is in that language;
 * the language around it is back when `arbete` returns.
 */
export function iSprak<T>(sprak: Sprak, arbete: () => T): T {
  lasSprakFranArbetet();
  return begaransSprak.run(sprak, arbete);
}

/**
 * The language a request is served in. A page: its address's when it names one (an
 * English information page, /en/…), else the visitor's choice on this site (the language
 * cookie, set by the switch), else Swedish (page-language.ts). A call to the API: the
 * choice first; without one, what its `Accept-Language` asks for: the site's pages send
 * their own language there on every call (shared/src/api), another caller its own. A page,
 * or the sign-in's pages, is never in a language by the browser's setting (SPEC: Swedish
 * first): the same page as the visitor would get from the shell.
 */
export function requestLanguage(request: FastifyRequest, secureCookies: boolean): Sprak {
  if (!request.url.startsWith('/api/')) {
    return pageLanguage(request, secureCookies);
  }
  return (
    chosenLanguage(request, secureCookies) ??
    sprakFranAcceptLanguage(request.headers['accept-language'])
  );
}

/**
 * Every answer in its request's language (issue 33 item 4): the texts the server reads
 * while it serves a request (its error messages, the header of a prerendered page) are read
 * in it. Work outside a request (the outbox, the scheduler) is in Swedish until it knows
 * its person's language (iSprak). Registered after the cookie plugin, which it reads.
 */
export function serveInRequestLanguage(app: FastifyInstance, secureCookies: boolean): void {
  lasSprakFranArbetet();
  app.addHook('onRequest', (request, _reply, done) => {
    // run, not enterWith: the rest of the request (hooks, handler, error handler, the
    // answer's serialisation) continues inside done, and nothing else sees the language.
    begaransSprak.run(requestLanguage(request, secureCookies), done);
  });
}
