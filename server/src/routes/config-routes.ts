import { readFile } from 'node:fs/promises';
import { ConfigSchema, DriftinfoSchema } from '@fullmakt/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../core/api-error';
import { swedishDate } from '../core/clock';
import { validityBounds } from '../fullmakt/validity';

/** Runtime config and the operator's maintenance file: public, read before login. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { settings, now } = app.deps;
  const boundsToday = () => {
    const { min, max } = validityBounds(settings, swedishDate(now()));
    return { giltighetMin: min, giltighetMax: max };
  };

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
      const login = await readDriftinfo(settings.driftinfoFile).then(
        (d) => d?.login ?? true,
        () => false,
      );
      return {
        env: settings.env,
        staticUrl: settings.staticUrl,
        adminUrl: settings.adminUrl,
        login,
        privat: settings.privat,
        transportfullmaktMaxLed: settings.transportfullmaktMaxLed,
        // The bounds the server's own date check uses today, so the browser can say them.
        ...boundsToday(),
      };
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
      const driftinfo = await readDriftinfo(settings.driftinfoFile).catch(() => {
        // A file the operator broke must not look like "no message": login goes off.
        throw new ApiError(503, 'okant.fel');
      });
      if (!driftinfo) {
        throw new ApiError(404, 'okant.fel');
      }
      return driftinfo;
    },
  );
}

/** The maintenance file, re-read on every call so an operator's edit applies at once. */
async function readDriftinfo(file: string): Promise<z.infer<typeof DriftinfoSchema> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  return DriftinfoSchema.parse(JSON.parse(text));
}
