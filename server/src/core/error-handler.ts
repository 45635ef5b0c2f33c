import { apiFelmeddelande, tillganglighetTexter } from '@fullmakt/shared/texts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { databasenNasInte } from '../db/unavailable';
import { ApiError } from './api-error';
import { sendFailedNavigationsToPages } from './failed-navigation';

/**
 * What a caller is told while the database cannot be reached (SPEC §8: try again later),
 * read per answer so that it is in the request's language.
 */
export function databasBortaMeddelande(): string {
  return tillganglighetTexter.databasenNasInte;
}

/**
 * Every refusal leaves as {kod, meddelande} with a §8 code: our own ApiErrors as they are,
 * a payload that fails its zod schema as 400 fullmakt.ogiltig, a rate limit as 429, a
 * database that cannot be reached as 503 with a try-later text, anything unexpected as 500
 * okant.fel (logged, without details to the client).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // The same refusals, reached by a browser loading the address as a page, go to a page.
  sendFailedNavigationsToPages(app);
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) {
        // A dependency failed (a register): worth a line, with only the cause's kind, since
        // a driver's message may quote the query's values.
        request.log.warn(
          { kod: error.kod, orsak: error.cause instanceof Error ? error.cause.name : undefined },
          'Ett beroende svarade inte',
        );
      }
      return reply.code(error.status).send(error.toBody());
    }
    if (error.validation) {
      return reply
        .code(400)
        .send({ kod: 'fullmakt.ogiltig', meddelande: apiFelmeddelande('fullmakt.ogiltig') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && databasenNasInte(error)) {
      // The database is away (restart, failover, network): the process stays and says so.
      request.log.warn({ kod: (error as { code?: string }).code }, 'Databasen nås inte');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ kod: 'okant.fel', meddelande: databasBortaMeddelande() });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'Oväntat fel');
      return reply.code(500).send({ kod: 'okant.fel', meddelande: apiFelmeddelande('okant.fel') });
    }
    return reply.code(status).send({ kod: 'okant.fel', meddelande: apiFelmeddelande('okant.fel') });
  });
}
