import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../core/settings';
import { signingPagePath } from '../fullmakt/start-signing';

/** The cookie that ties a signing ticket to the browser that started it. */
export const ticketCookie = 'fullmakt_signering';

/** A ticket lives ten minutes; its cookie no longer. */
const TICKET_LIFE_S = 600;

/** The cookie's value for a ticket: a signature only the server can make, so none to store. */
function proof(secret: string, biljett: string): string {
  return createHmac('sha256', secret).update(`signering:${biljett}`).digest('base64url');
}

/**
 * Called with the answer to the browser that started a signing (its session's call, DPoP
 * and XSRF checked): an HttpOnly cookie for that ticket's page only (the path names the
 * ticket, so tickets of several tabs do not meet). Another browser with the page's address
 * has no such cookie and is refused; the address alone shows and completes nothing.
 */
export function bindTicketToBrowser(
  reply: FastifyReply,
  settings: Pick<Settings, 'secret' | 'secureCookies'>,
  biljett: string,
): void {
  reply.setCookie(ticketCookie, proof(settings.secret, biljett), {
    path: signingPagePath(biljett),
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secureCookies,
    maxAge: TICKET_LIFE_S,
  });
}

/** Whether this request comes from the browser that started the ticket's signing. */
export function isTicketsBrowser(
  request: FastifyRequest,
  settings: Pick<Settings, 'secret'>,
  biljett: string,
): boolean {
  const sent = request.cookies[ticketCookie];
  const expected = Buffer.from(proof(settings.secret, biljett));
  return (
    sent !== undefined &&
    Buffer.byteLength(sent) === expected.length &&
    timingSafeEqual(Buffer.from(sent), expected)
  );
}
