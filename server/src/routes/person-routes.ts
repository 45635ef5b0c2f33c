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
 * gets, so the texts are the same. It says whether the number can hold a power, never whose
 * it is (see the README, Drafts and holders).
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
          'Personnumret skrivs ååååmmdd-nnnn. Svaret är id och typ för varje person som finns i folkbokföringen, utan namn, också för en person med skyddade personuppgifter. Avslag (saknas, fel format, finns inte, under 18 år, en själv) ger 422 fullmakt.ogiltig med texten som meddelande; 503 när folkbokföringen inte svarar.',
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
        // One shape for everyone the register holds: no names. Names for the others would
        // make a person with protected identity (sekretess), whose name is never told, stand
        // out from them: whoever knows a number would learn that its holder is protected.
        // An organisation's name is public (the company register) and tells the user they
        // typed the right one.
        return person.typ === 'orgnr'
          ? { id: person.id, typ: person.typ, namn: person.efternamn }
          : { id: person.id, typ: person.typ };
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
