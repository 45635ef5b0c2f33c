import type { FastifyRequest } from 'fastify';
import { ApiError, unauthorized } from '../core/api-error';
import { checkProof, presented, requireCaller } from '../core/caller';
import { accessTokenHash } from '../core/dpop';
import { readScope, type MachineClient } from './machine-clients';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Third parties' systems may call the route with a client-credentials token (issue 31). */
    machineClients?: boolean;
  }
  interface FastifyInstance {
    /** The registered machine clients by client id (FULLMAKT_MACHINE_CLIENTS). */
    machineClients: ReadonlyMap<string, MachineClient>;
  }
}

const clients = new WeakMap<FastifyRequest, MachineClient>();

/** The machine client behind this request, once requireCallerOrClient has found one. */
export function clientOf(request: FastifyRequest): MachineClient | undefined {
  return clients.get(request);
}

/**
 * A third party's system: a client-credentials token the provider issued to a registered
 * client, with the read scope, bound to the key of the request's DPoP proof. Undefined when
 * the token is no such token at all (not a client's); 401 when it is one that does not hold.
 */
async function resolveClient(request: FastifyRequest): Promise<MachineClient | undefined> {
  const { token, proof } = presented(request);
  const found = await request.server.deps.provider.ClientCredentials.find(token);
  if (!found) {
    return undefined;
  }
  const client = found.clientId ? request.server.machineClients.get(found.clientId) : undefined;
  if (!client || found.isExpired || !found.jkt || !found.scopes.has(readScope)) {
    throw unauthorized();
  }
  await checkProof(request, proof, found.jkt, accessTokenHash(token));
  return client;
}

/**
 * For routes open to machine clients: a person's token as everywhere, else a client's.
 * A person's token is tried first, so people's calls cost nothing more.
 */
export async function requireCallerOrClient(request: FastifyRequest): Promise<void> {
  try {
    await requireCaller(request);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) {
      throw error;
    }
    const client = await resolveClient(request);
    if (!client) {
      throw error;
    }
    clients.set(request, client);
  }
}
