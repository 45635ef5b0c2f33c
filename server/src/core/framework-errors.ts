import { allmannaTexter } from '@fullmakt/shared/texts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiPolicy } from '../web/content-security-policy';

/**
 * The headers every other answer gets from helmet and the web plugin's hooks (app.ts),
 * which have not run when the router refuses a request: the same values, written here, and
 * a test holds them to helmet's. A JSON refusal, so the API's policy.
 */
export const refusalHeaders = {
  'Content-Security-Policy': apiPolicy,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Cache-Control': 'no-store',
};

/**
 * Refusals fastify's router makes before any route or error handler runs: a URL that
 * cannot be decoded, or a path value longer than the router takes (a crafted id). No
 * such resource exists, and the caller is told so in Swedish JSON like any other
 * refusal, not in fastify's English with the path quoted back.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_BAD_URL' ? 400 : 404;
  void reply
    .code(status)
    .headers(refusalHeaders)
    .send({ kod: 'okant.fel', meddelande: allmannaTexter.hittadesInte });
}
