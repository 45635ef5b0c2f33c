// Signing: start the e-ID signing of a power, and read the result by bvebiljett.
import { StartaUnderskriftSvarSchema, UnderskriftResultatSchema } from '../domain/underskrift';
import type {
  StartaUnderskriftBegaran,
  StartaUnderskriftSvar,
  UnderskriftResultat,
} from '../domain/underskrift';
import { getApiRoutes } from './config';
import { anropa } from './request';

/** POST {fullmakterApi}/fullmakter/{id}/underskrift: where to send the browser. */
export function startaUnderskrift(
  id: string,
  begaran: StartaUnderskriftBegaran,
): Promise<StartaUnderskriftSvar> {
  return anropa(getApiRoutes().startaUnderskrift, StartaUnderskriftSvarSchema, {
    params: { id },
    body: begaran,
    idempotent: true,
  });
}

/** GET {fullmakterApi}/underskrift/resultat/{bvebiljett}. */
export function hamtaUnderskriftResultat(
  bvebiljett: string,
  signal?: AbortSignal,
): Promise<UnderskriftResultat> {
  return anropa(getApiRoutes().underskriftResultat, UnderskriftResultatSchema, {
    params: { bvebiljett },
    signal,
  });
}
