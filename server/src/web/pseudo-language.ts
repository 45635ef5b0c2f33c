import type { FastifyInstance } from 'fastify';
import { pseudoSprak } from '@fullmakt/shared/i18n';
import type { Settings } from '../core/settings';
import { asksForPseudo } from './page-language';

/** A page served in English, as shell-page.ts writes it: the first `<html` is the root. */
const englishHtml = '<html lang="en"';

/**
 * The pseudo-locale (issue 33 item 5, shared/src/i18n/pseudo-sprak.ts): a page whose
 * language cookie says `en-XA` is served as an English one (page-language.ts), with
 * `<html lang="en-XA">`, from which the shell loads the pseudo translator instead of the
 * English catalogs. Here, not in the web plugin: a tool of development and the e2e suite,
 * it is not even registered in production, and the page's own code stays free of it.
 * Registered after the cookie plugin, which it reads, and before compression, which must
 * get the page as it is sent.
 */
export function servePseudoLanguage(
  app: FastifyInstance,
  settings: Pick<Settings, 'production' | 'secureCookies'>,
): void {
  if (settings.production) {
    return;
  }
  app.addHook('onSend', async (request, reply, payload) => {
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!page || typeof payload !== 'string' || !asksForPseudo(request, settings.secureCookies)) {
      return payload;
    }
    return payload.replace(englishHtml, `<html lang="${pseudoSprak}"`);
  });
}
