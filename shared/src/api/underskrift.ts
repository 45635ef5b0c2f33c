// Signing: start the e-ID signing of a power, and read the result by bvebiljett.
import {
  SkickaForUnderskriftSvarSchema,
  StartaUnderskriftSvarSchema,
  UnderskriftResultatSchema,
} from '../domain/underskrift';
import type {
  SkickaForUnderskriftSvar,
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

/**
 * POST {fullmakterApi}/fullmakter/{id}/skicka: an organisation's draft sent to its chosen
 * signatories, the creator not among them; the power as sent.
 */
export function skickaForUnderskrift(
  id: string,
  begaran: StartaUnderskriftBegaran,
): Promise<SkickaForUnderskriftSvar> {
  return anropa(getApiRoutes().skickaForUnderskrift, SkickaForUnderskriftSvarSchema, {
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
