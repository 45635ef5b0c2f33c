import type { FastifyRequest } from 'fastify';
import { findPerson, type RegistryPerson } from '../registries/people';
import { unauthorized } from './api-error';

/** The signed-in user behind a request: the registry person and the e-ID method used. */
export interface Caller extends RegistryPerson {
  idp: string;
}

const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

async function resolveCaller(request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
  if (!match?.[1]) {
    throw unauthorized();
  }
  const { provider, db } = request.server.deps;
  const token = await provider.AccessToken.find(match[1]);
  if (!token?.accountId || token.isExpired) {
    throw unauthorized();
  }
  const person = await findPerson(db.kysely, token.accountId);
  if (!person) {
    throw unauthorized();
  }
  const idp = token.extra?.idp;
  return { ...person, idp: typeof idp === 'string' ? idp : 'okand' };
}

/**
 * The caller of an API request, from the bearer access token the OIDC provider issued.
 * Resolved once per request; a missing, unknown or expired token is 401 auth.error.
 */
export function requireCaller(request: FastifyRequest): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = resolveCaller(request);
    callers.set(request, caller);
  }
  return caller;
}
