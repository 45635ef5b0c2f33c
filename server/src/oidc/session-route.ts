import { OAUTH_PATHS } from '@fullmakt/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../core/api-error';
import { findPerson } from '../registries/people';
import { refusals } from '../routes/route-kit';

const SessionSvarSchema = z.object({
  active: z.literal(true),
  /** When the refresh token, and so the session, ends (seconds since epoch). */
  exp: z.number().int(),
  sub: z.string(),
  name: z.string(),
  idp: z.string(),
});

/**
 * GET /oauth2/session: is the session behind a refresh token (header `refresh-token`)
 * still alive, and until when. The token is only looked at, not used up.
 */
export async function sessionRoute(app: FastifyInstance): Promise<void> {
  const { provider, db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    OAUTH_PATHS.session,
    {
      // Authenticated by the refresh token itself, not by a bearer token.
      config: { access: 'public' },
      schema: {
        tags: ['Inloggning'],
        summary: 'Sessionens status utifrån en refresh-token',
        headers: z.object({ 'refresh-token': z.string().min(1).max(500) }),
        response: { 200: SessionSvarSchema, 401: refusals[401] },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = await provider.RefreshToken.find(request.headers['refresh-token']);
      if (!token?.accountId || token.isExpired || token.consumed || !token.exp) {
        throw unauthorized();
      }
      const person = await findPerson(db.kysely, token.accountId);
      if (!person) {
        throw unauthorized();
      }
      return {
        active: true as const,
        exp: token.exp,
        sub: person.id,
        name: `${person.fornamn} ${person.efternamn}`,
        idp: token.amr?.[0] ?? 'okand',
      };
    },
  );
}
