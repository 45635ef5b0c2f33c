import { ApiFelSvarSchema } from '@fullmakt/shared/domain';
import type { FastifyRequest } from 'fastify';
import { Access } from '../core/access';
import { requireCaller } from '../core/caller';
import { ClientAccess } from '../machine-clients/client-access';
import { clientOf } from '../machine-clients/client-caller';

/** The access checker for the caller of this request (401 without a valid token). */
export async function accessFor(request: FastifyRequest): Promise<Access> {
  const client = clientOf(request);
  if (client) {
    return new ClientAccess(request.server.deps, client);
  }
  return new Access(request.server.deps, await requireCaller(request));
}

/** The refusals every authenticated call can answer, for the OpenAPI document. */
export const refusals = {
  400: ApiFelSvarSchema,
  401: ApiFelSvarSchema,
  403: ApiFelSvarSchema,
  404: ApiFelSvarSchema,
  409: ApiFelSvarSchema,
} as const;

/**
 * The refusals of a write that takes an Idempotency-Key: also 422 when the key came
 * before with another request.
 */
export const idempotentRefusals = { ...refusals, 422: ApiFelSvarSchema } as const;

/** The OpenAPI description of those writes (the header is read by core/idempotency.ts). */
export const idempotencyDescription =
  'Tar huvudet Idempotency-Key (8–100 synliga ASCII-tecken, en ny nyckel per användarhandling): ' +
  'samma nyckel med samma anrop inom 24 timmar ger det första svaret igen utan att något ändras, ' +
  'samma nyckel med ett annat anrop ger 422.';

/**
 * How a route is reached, declared on every route and read by the access-matrix test
 * from the server's own route table: `object` routes touch one party's data and must
 * refuse anyone else.
 */
export type RouteAccess = 'public' | 'user' | 'object';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
