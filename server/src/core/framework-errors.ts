import { allmannaTexter } from '@fullmakt/shared/texts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

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
  void reply.code(status).send({ kod: 'okant.fel', meddelande: allmannaTexter.hittadesInte });
}
