// Signing options for a principal: POST /api/dfm/signeringsalternativ, or the same call
// under {partanslutningApi} for partner connections.
import { SigneringsalternativSvarSchema } from '../domain/signering';
import type { SigneringsalternativBegaran, SigneringsalternativSvar } from '../domain/signering';
import { getApiRoutes } from './config';
import { anropa } from './request';

export function hamtaSigneringsalternativ(
  begaran: SigneringsalternativBegaran,
  val: { signal?: AbortSignal; viaPartanslutning?: boolean } = {},
): Promise<SigneringsalternativSvar> {
  const routes = getApiRoutes();
  const route = val.viaPartanslutning
    ? routes.partanslutningSigneringsalternativ
    : routes.signeringsalternativ;
  return anropa(route, SigneringsalternativSvarSchema, { body: begaran, signal: val.signal });
}
