import { ConfigSchema, DriftinfoSchema } from '@fullmakt/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../core/api-error';
import { driftinfoAnswer, runtimeConfig } from '../core/runtime-config';

/** Runtime config and the operator's maintenance file: public, read before login. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { settings, now } = app.deps;

  api.get(
    '/api/konfiguration',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Konfiguration'],
        summary: 'Körtidskonfiguration för webbplatsen',
        response: { 200: ConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return runtimeConfig(settings, now());
    },
  );

  api.get(
    '/driftinfo/driftinfo.json',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Konfiguration'],
        summary: 'Driftmeddelande; 404 betyder inloggning på och inget meddelande',
        response: {
          200: DriftinfoSchema,
          404: z.object({ kod: z.string(), meddelande: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const answer = await driftinfoAnswer(settings);
      if (answer.status !== 200) {
        throw new ApiError(answer.status, 'okant.fel');
      }
      return answer.body;
    },
  );
}
