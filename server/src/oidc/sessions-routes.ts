import { SessionListaSvarSchema, apiRoutes } from '@fullmakt/shared/domain';
import { sessionTexter } from '@fullmakt/shared/texts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../core/api-error';
import { requireCaller } from '../core/caller';
import { refusals } from '../routes/route-kit';
import { endSessionOf, sessionsOf } from './sessions-repo';

/**
 * The signed-in person's own sessions: every browser where they signed in with e-ID and
 * have not signed out, to see them and end the ones they do not recognise. Only ever the
 * caller's own: another person's session id is unknown here (404), never ended.
 */
export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const paths = apiRoutes(app.deps.settings.apiBases);

  api.get(
    paths.sessioner.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['Inloggning'],
        summary: 'Den inloggades egna sessioner, den här markerad',
        response: { 200: SessionListaSvarSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      reply.header('Cache-Control', 'no-store');
      const sessions = await sessionsOf(db.kysely, caller.id, Date.now());
      return {
        sessioner: sessions.map((s) => ({
          id: s.uid,
          inloggad: new Date((s.loginTs ?? 0) * 1000).toISOString(),
          metod: s.method ?? 'okand',
          upphor: new Date(s.expiresAt).toISOString(),
          denna: s.uid === caller.sessionUid,
        })),
      };
    },
  );

  api.delete(
    paths.avslutaSession.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['Inloggning'],
        summary: 'Avsluta en av den inloggades egna sessioner, med dess token',
        params: z.object({ sessionId: z.string().min(1).max(100) }),
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      if (!(await endSessionOf(db.kysely, caller.id, request.params.sessionId))) {
        throw notFound('okant.fel', sessionTexter.saknas);
      }
      return reply.code(204).send(null);
    },
  );
}
