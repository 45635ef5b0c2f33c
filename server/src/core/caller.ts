import type { FastifyRequest } from 'fastify';
import { accessTokenStillIssued } from '../oidc/adapter';
import { findPerson, type RegistryPerson } from '../registries/people';
import { unauthorized } from './api-error';
import { accessTokenHash, DpopError, firstUseOfProof, verifyDpopProof } from './dpop';

/** The signed-in user behind a request: the registry person and the e-ID method used. */
export interface Caller extends RegistryPerson {
  idp: string;
  /** The provider session the token was issued in (absent for tokens the server made). */
  sessionUid?: string | undefined;
}

const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

/**
 * Recently seen tokens, per app: a busy browser sends many calls with one token, and
 * looking it up in full costs three queries (token, session, person). An entry lives a few
 * seconds, never past the token's own expiry; within it, every call still asks the database
 * whether the token is there at all (one primary-key read), so a revoked token, or one
 * whose session ended, stops working at once in every process.
 */
const tokenCacheMs = 5000;
const maxCachedTokens = 10_000;
interface CachedToken {
  caller: Caller;
  /** The key the token is bound to (DPoP `jkt`). */
  jkt: string;
  /** The token's hash every proof names (`ath`), hashed once, not on every call. */
  ath: string;
  until: number;
}
const tokenCaches = new WeakMap<object, Map<string, CachedToken>>();

function cacheFor(request: FastifyRequest): Map<string, CachedToken> {
  let cache = tokenCaches.get(request.server.deps);
  if (!cache) {
    cache = new Map();
    tokenCaches.set(request.server.deps, cache);
  }
  return cache;
}

/** The access token of an `Authorization: DPoP <token>` header, with the proof beside it. */
export function presented(request: FastifyRequest): { token: string; proof: string } {
  const header = request.headers.authorization;
  const match = header ? /^DPoP ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
  const proof = request.headers.dpop;
  // A bearer token, a token without a proof, or several proofs: no caller.
  if (!match?.[1] || typeof proof !== 'string' || proof.length > 4000) {
    throw unauthorized();
  }
  return { token: match[1], proof };
}

/** The token's caller and key, from the cache or the provider's store. */
async function lookUp(request: FastifyRequest, value: string): Promise<CachedToken> {
  const cache = cacheFor(request);
  const cached = cache.get(value);
  const { provider, db } = request.server.deps;
  if (cached && cached.until > Date.now()) {
    if (await accessTokenStillIssued(db.kysely, value)) {
      return cached;
    }
    cache.delete(value);
    throw unauthorized();
  }
  const token = await provider.AccessToken.find(value);
  // Only sender-constrained tokens: one the provider issued without a DPoP key is refused.
  if (!token?.accountId || token.isExpired || !token.jkt) {
    throw unauthorized();
  }
  const person = await findPerson(db.kysely, token.accountId);
  if (!person) {
    throw unauthorized();
  }
  const idp = token.extra?.idp;
  const entry = {
    caller: {
      ...person,
      idp: typeof idp === 'string' ? idp : 'okand',
      sessionUid: token.sessionUid,
    },
    jkt: token.jkt,
    ath: accessTokenHash(value),
    until: Math.min(Date.now() + tokenCacheMs, (token.exp ?? 0) * 1000),
  };
  if (cache.size >= maxCachedTokens) {
    cache.clear();
  }
  cache.set(value, entry);
  return entry;
}

async function resolveCaller(request: FastifyRequest): Promise<Caller> {
  const { token, proof } = presented(request);
  const { caller, jkt, ath } = await lookUp(request, token);
  await checkProof(request, proof, jkt, ath);
  return caller;
}

/**
 * The request's DPoP proof holds for the token's key and hash, and is used for the first
 * time; else 401. Shared by people's tokens and machine clients' (machine-clients/).
 */
export async function checkProof(
  request: FastifyRequest,
  proof: string,
  jkt: string,
  ath: string,
): Promise<void> {
  const { db, settings } = request.server.deps;
  try {
    const checked = verifyDpopProof({
      proof,
      accessTokenHash: ath,
      jkt,
      method: request.method,
      url: `${settings.publicUrl}${request.url}`,
      nowS: Math.floor(Date.now() / 1000),
    });
    // Only a proof that holds is remembered: a forged one cannot use up an honest jti.
    const first = await firstUseOfProof(db.proofs, checked, db.dialect === 'sqlite');
    if (!first) {
      throw new DpopError('replay');
    }
  } catch (error) {
    if (error instanceof DpopError) {
      request.log.info({ dpop: error.refusal }, 'DPoP-bevis avvisat');
      throw unauthorized();
    }
    throw error;
  }
}

/**
 * The caller of an API request, from the DPoP-bound access token the OIDC provider issued
 * and the request's proof of the key (RFC 9449). Resolved once per request; a missing,
 * unknown, expired or unbound token, or a proof that does not hold, is 401 auth.error.
 */
export function requireCaller(request: FastifyRequest): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = resolveCaller(request);
    callers.set(request, caller);
  }
  return caller;
}
