import type { FastifyRequest } from 'fastify';
import { findPerson, type RegistryPerson } from '../registries/people';
import { unauthorized } from './api-error';

/** The signed-in user behind a request: the registry person and the e-ID method used. */
export interface Caller extends RegistryPerson {
  idp: string;
}

const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

/**
 * Recently seen tokens, per app: a busy browser sends many calls with one token, and
 * looking it up each time costs two queries. An entry lives a few seconds, so a revoked
 * token stops working at most that much later; never past the token's own expiry.
 */
const tokenCacheMs = 5000;
const maxCachedTokens = 10_000;
const tokenCaches = new WeakMap<object, Map<string, { caller: Caller; until: number }>>();

function cacheFor(request: FastifyRequest): Map<string, { caller: Caller; until: number }> {
  let cache = tokenCaches.get(request.server.deps);
  if (!cache) {
    cache = new Map();
    tokenCaches.set(request.server.deps, cache);
  }
  return cache;
}

async function resolveCaller(request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
  if (!match?.[1]) {
    throw unauthorized();
  }
  const value = match[1];
  const cache = cacheFor(request);
  const cached = cache.get(value);
  if (cached && cached.until > Date.now()) {
    return cached.caller;
  }
  const { provider, db } = request.server.deps;
  const token = await provider.AccessToken.find(value);
  if (!token?.accountId || token.isExpired) {
    throw unauthorized();
  }
  const person = await findPerson(db.kysely, token.accountId);
  if (!person) {
    throw unauthorized();
  }
  const idp = token.extra?.idp;
  const caller = { ...person, idp: typeof idp === 'string' ? idp : 'okand' };
  if (cache.size >= maxCachedTokens) {
    cache.clear();
  }
  cache.set(value, { caller, until: Math.min(Date.now() + tokenCacheMs, (token.exp ?? 0) * 1000) });
  return caller;
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
