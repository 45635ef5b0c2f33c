import type { FastifyRequest } from 'fastify';
import { OAUTH_PATHS } from '@fullmakt/shared/domain';
import { clientOf } from './client-caller';
import { readScope } from './machine-clients';

/**
 * The rate limit of a route open to machine clients: each client its own bucket of its
 * registered requests per minute, counted after the token is checked (preHandler), so an
 * unknown caller cannot use up a client's budget. People's calls are not counted here.
 */
export const perClientRateLimit = {
  hook: 'preHandler' as const,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `klient:${clientOf(request)?.clientId ?? ''}`,
  allowList: (request: FastifyRequest) => clientOf(request) === undefined,
  max: (request: FastifyRequest) => clientOf(request)?.perMinute ?? 0,
};

/** How a third party's system calls, for the OpenAPI document. */
export const machineClientDescription =
  `Kan också anropas av tredje mans system med en egen klient: OAuth 2 client credentials mot ${OAUTH_PATHS.token} ` +
  `med private_key_jwt (RFC 7523, en JWT signerad med en av klientens registrerade nycklar), scope ${readScope}, ` +
  'och en DPoP-bunden token (RFC 9449) som skickas som här ovan. Klienten ser bara fullmakter som gäller hos den ' +
  'egna tredje mannen; en annans fullmakt svarar 404. Varje klient har en egen gräns för anrop per minut (429).';

/** The OpenAPI security scheme of machine clients. */
export const machineClientScheme = {
  type: 'oauth2' as const,
  description: 'Tredje mans system: client credentials med private_key_jwt och DPoP.',
  flows: {
    clientCredentials: {
      tokenUrl: OAUTH_PATHS.token,
      scopes: { [readScope]: 'Läsa fullmakter som gäller hos den egna tredje mannen' },
    },
  },
};
