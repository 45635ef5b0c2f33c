import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sprakLista } from '@fullmakt/shared/i18n';
import { keepLanguagePreference } from '../core/language-preference';
import { sessionPerson } from '../oidc/session-person';
import { keepLanguage } from './page-language';

/**
 * A path on this site to go back to: one leading slash, never `//` or `/\` (which a
 * browser reads as another host), no control characters. Anything else goes to the start.
 */
const sitePath = z
  .string()
  .max(2_000)
  .regex(/^\/(?![/\\])[^\s\p{Cc}]*$/u);

/**
 * The language switch (SPEC: "Switching language reloads the page"): `GET /sprak/en?till=
 * /info/om-oss` keeps the choice in a cookie and sends the browser back to the page it was
 * on, which the server then serves in that language. A plain link: it works before any
 * script has run, and Back after it shows the page in the language chosen.
 */
export async function languageRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now, settings } = app.deps;
  const { secureCookies } = settings;
  api.get(
    '/sprak/:sprak',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ sprak: z.enum(sprakLista) }),
        querystring: z.object({ till: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const till = sitePath.safeParse(request.query.till);
      keepLanguage(reply, request.params.sprak, secureCookies);
      // A signed-in person's choice is theirs, not only this browser's: the notices the
      // server writes to them later follow it (issue 33 item 4). The switch itself works
      // without the database: the page still changes language when it cannot be stored.
      try {
        const person = await sessionPerson(request, db.kysely, settings);
        if (person !== undefined) {
          const at = now().toISOString();
          await keepLanguagePreference(db.kysely, person, request.params.sprak, at);
        }
      } catch (err) {
        request.log.warn({ err }, 'Språkvalet kunde inte sparas för personen');
      }
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(till.success ? till.data : '/', 303);
    },
  );
}
