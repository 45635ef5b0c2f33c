// Holder lookup: one person by personnummer, checked by the server with the §5 rules.
import { PersonUppslagSvarSchema } from '../domain/personuppslag';
import type { PersonUppslagSvar } from '../domain/personuppslag';
import { getApiRoutes } from './config';
import { anropa } from './request';

/**
 * POST /api/dfm/person. A refusal is an ApiError with kod `fullmakt.ogiltig` and the §5 text
 * in `meddelande`; no answer or a 5xx means the lookup failed (show 'Personuppgifter kunde
 * inte hämtas').
 */
export function slaUppPerson(
  personnummer: string,
  signal?: AbortSignal,
): Promise<PersonUppslagSvar> {
  return anropa(getApiRoutes().personuppslag, PersonUppslagSvarSchema, {
    body: { personnummer },
    signal,
  });
}
