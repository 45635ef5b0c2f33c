import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import {
  engelskaKataloger,
  laggTillOversattning,
  lasSprakFran,
  linguiOversattare,
  sprakFranAcceptLanguage,
  standardSprak,
  type Sprak,
} from '@fullmakt/shared/i18n';

const begaransSprak = new AsyncLocalStorage<Sprak>();

/** Once per process, however many apps it builds (the tests build hundreds). */
let oversattningarnaLaddade: true | undefined;
function laddaOversattningarna(): true {
  laggTillOversattning('en', linguiOversattare('en', ...engelskaKataloger));
  return true;
}

/**
 * Every answer in the language its request asked for (issue 33 item 4): the texts the
 * server reads while it serves a request (its error messages) follow `Accept-Language`.
 * The site's own pages send their language in it on every API call (shared/src/api), so a
 * Swedish page gets Swedish answers whatever the browser's setting; another caller gets
 * what its header asks for, Swedish without one. Work outside a request (the outbox, the
 * scheduler) is in Swedish until it knows its person's language.
 */
export function serveInRequestLanguage(app: FastifyInstance): void {
  oversattningarnaLaddade ??= laddaOversattningarna();
  lasSprakFran(() => begaransSprak.getStore() ?? standardSprak);
  app.addHook('onRequest', (request, _reply, done) => {
    // run, not enterWith: the rest of the request (hooks, handler, error handler, the
    // answer's serialisation) continues inside done, and nothing else sees the language.
    begaransSprak.run(sprakFranAcceptLanguage(request.headers['accept-language']), done);
  });
}
