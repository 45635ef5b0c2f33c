import {
  ApiFelSvarSchema,
  PersonUppslagBegaranSchema,
  PersonUppslagSvarSchema,
  apiRoutes,
  type PersonUppslagSvar,
} from '@fullmakt/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../core/api-error';
import { swedishDate } from '../core/clock';
import { lookUpHolder } from '../fullmakt/holders';
import { lookupCharge } from '../fullmakt/lookup-charge';
import { accessFor, refusals } from './route-kit';

/**
 * Looking up one person who is to hold a power, so the wizard can show the §5 message at
 * the right holder field before a draft exists. The checks are the holder checks a draft
 * gets, so the texts are the same.
 */
export async function personRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.post(
    apiRoutes(deps.settings.apiBases).personuppslag.path,
    {
      config: {
        // Any signed-in user may ask (holders are chosen in both modes). It asks the
        // population register, so each number that reaches it is charged to the caller's
        // lookup budget, the one that saving holders on a draft is charged to as well
        // (fullmakt/lookup-charge.ts): per signed-in caller, not per address.
        access: 'user',
      },
      schema: {
        tags: ['Register'],
        summary: 'Slå upp en person som ska bli fullmaktshavare',
        description:
          'Personnumret skrivs ååååmmdd-nnnn. Avslag (saknas, fel format, finns inte, under 18 år, en själv) ger 422 fullmakt.ogiltig med texten som meddelande; 503 när folkbokföringen inte svarar.',
        body: PersonUppslagBegaranSchema,
        response: {
          200: PersonUppslagSvarSchema,
          ...refusals,
          422: ApiFelSvarSchema,
          429: ApiFelSvarSchema,
          503: ApiFelSvarSchema,
        },
      },
    },
    async (request): Promise<PersonUppslagSvar> => {
      const access = await accessFor(request);
      try {
        const person = await lookUpHolder(
          deps.db.kysely,
          request.body.personnummer,
          access.caller.id,
          swedishDate(deps.now()),
          lookupCharge(deps, access.caller.id),
        );
        // Protected identity (sekretess): the number is confirmed, the names are not told.
        if (person.sekretess) {
          return { id: person.id, typ: person.typ };
        }
        return { id: person.id, typ: person.typ, fornamn: person.fornamn, namn: person.efternamn };
      } catch (error) {
        // A rule the typed number breaks is the user's to fix: 422, as the contract says.
        if (error instanceof ApiError && error.status === 400) {
          throw new ApiError(422, error.kod, error.message);
        }
        throw error;
      }
    },
  );
}
