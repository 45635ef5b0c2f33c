import type { FastifyInstance, FastifyRequest } from 'fastify';
import { oidcMountPath } from '../oidc/provider';

/**
 * The browser is loading this as the page itself (a link, the address bar, a form, or
 * Back and Forward to an address that once was a page), not fetching data for a page.
 */
function isDocumentNavigation(request: FastifyRequest): boolean {
  return (
    request.headers['sec-fetch-dest'] === 'document' ||
    request.headers['sec-fetch-mode'] === 'navigate'
  );
}

/**
 * Where a page load that failed is sent: a step of a sign-in that is over (the e-ID page
 * of a login that finished or expired, reached with Back after signing out) starts the
 * sign-in again on /login; anything else goes to the error page /fel.
 */
export function pageForFailedNavigation(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === oidcMountPath || pathname.startsWith(`${oidcMountPath}/`) ? '/login' : '/fel';
}

/**
 * A refusal is {kod, meddelande} JSON for the API client; a browser loading the address
 * as a page would show that JSON raw, as after signing out and going Back twice to the
 * e-ID page of the finished sign-in (issue 36, item 4). Such an answer becomes a redirect
 * to a page, whichever part of the server refused: route, error handler or router.
 */
export function sendFailedNavigationsToPages(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      reply.statusCode < 400 ||
      !isDocumentNavigation(request) ||
      !String(reply.getHeader('content-type')).startsWith('application/json')
    ) {
      return payload;
    }
    reply.code(303);
    reply.removeHeader('content-type');
    reply.header('location', pageForFailedNavigation(request.url));
    reply.header('cache-control', 'no-store');
    return '';
  });
}
