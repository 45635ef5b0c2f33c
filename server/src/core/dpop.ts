import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { p1363ToDer } from './ecdsa-der';
import { ProcessProofs } from './process-proofs';
import { ProofBatches } from './proof-batches';

/**
 * DPoP (RFC 9449) at the API: the access token is bound to a key the browser holds (its
 * thumbprint is the token's `jkt`), and every call carries a fresh proof signed with that
 * key for this method and URL. A token lifted from the browser is useless without the key,
 * which the browser keeps non-extractable.
 */

/** How old (or how far ahead) a proof's iat may be, in seconds (RFC 9449 §11.1). */
export const DPOP_MAX_AGE_S = 60;

/** The proofs the browser's sign-in library makes: ES256 with a P-256 key. */
const EcJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().min(1).max(100),
  y: z.string().min(1).max(100),
});

const HeaderSchema = z.object({
  typ: z.literal('dpop+jwt'),
  alg: z.literal('ES256'),
  jwk: EcJwkSchema,
});

const PayloadSchema = z.object({
  jti: z.string().min(1).max(200),
  htm: z.string().min(1).max(10),
  htu: z.string().min(1).max(2000),
  iat: z.number().int(),
  ath: z.string().min(1).max(100),
});

export type DpopRefusal =
  'format' | 'signature' | 'method' | 'url' | 'age' | 'token' | 'key' | 'replay';

export class DpopError extends Error {
  constructor(readonly refusal: DpopRefusal) {
    super(`DPoP-beviset godtas inte (${refusal})`);
  }
}

function decodePart<T>(part: string | undefined, schema: z.ZodType<T>): T {
  try {
    return schema.parse(JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')));
  } catch {
    throw new DpopError('format');
  }
}

/** RFC 7638 thumbprint of a P-256 public key, as oidc-provider writes it into `jkt`. */
export function jwkThumbprint(jwk: z.infer<typeof EcJwkSchema>): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * A browser signs every proof with one key, so every proof of a session starts with the
 * same header: its imported key and thumbprint are kept, keyed by the header as sent, which
 * spares each request the JSON, the key import and the hashing (measured: about half the
 * cost of a proof).
 */
const maxCachedHeaders = 10_000;
const headers = new Map<string, { key: KeyObject; thumbprint: string }>();

function keyOf(headerPart: string): { key: KeyObject; thumbprint: string } {
  const cached = headers.get(headerPart);
  if (cached) {
    return cached;
  }
  const { jwk } = decodePart(headerPart, HeaderSchema);
  let key: KeyObject;
  try {
    key = createPublicKey({ key: { ...jwk }, format: 'jwk' });
  } catch {
    // Not a point on the curve, or not a key at all: a malformed proof, not kept.
    throw new DpopError('format');
  }
  const entry = { key, thumbprint: jwkThumbprint(jwk) };
  if (headers.size >= maxCachedHeaders) {
    headers.clear();
  }
  headers.set(headerPart, entry);
  return entry;
}

/** A URL without query and fragment, as plain text. */
function cutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** The URL a proof names, without query and fragment (RFC 9449 §4.3). */
function withoutQuery(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    parsed.search = '';
    parsed.hash = '';
    return parsed.href;
  } catch {
    return undefined;
  }
}

/** The `ath` a proof must carry for an access token: its SHA-256, base64url (RFC 9449 §4.2). */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest('base64url');
}

export interface DpopRequest {
  proof: string;
  /** accessTokenHash of the token sent, worked out once per token (core/caller.ts). */
  accessTokenHash: string;
  /** The key the access token is bound to (its `jkt`). */
  jkt: string;
  method: string;
  /** The URL as the browser called it: the public URL plus the path. */
  url: string;
  nowS: number;
}

/**
 * Checks one proof against its request (everything but replay): the embedded key being the
 * token's, the method, the URL, the age and the hash of the very access token sent, all
 * cheap and done first, so a proof that fails them costs no signature check; then the
 * signature by that key. Returns the proof's jti and iat for the replay check.
 */
export function verifyDpopProof(request: DpopRequest): { jti: string; iat: number } {
  const parts = request.proof.split('.');
  if (parts.length !== 3) {
    throw new DpopError('format');
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const { key, thumbprint } = keyOf(headerPart);
  // The key first: a proof by any other key than the token's is refused without more work.
  if (thumbprint !== request.jkt) {
    throw new DpopError('key');
  }
  const payload = decodePart(payloadPart, PayloadSchema);
  if (payload.htm !== request.method) {
    throw new DpopError('method');
  }
  // The same text, as the browser's library writes it, needs no URL parsing; anything
  // else is compared as normalised URLs (RFC 9449 §4.3: case, default port, encoding).
  if (
    cutQuery(payload.htu) !== cutQuery(request.url) &&
    withoutQuery(payload.htu) !== withoutQuery(request.url)
  ) {
    throw new DpopError('url');
  }
  if (Math.abs(request.nowS - payload.iat) > DPOP_MAX_AGE_S) {
    throw new DpopError('age');
  }
  if (payload.ath !== request.accessTokenHash) {
    throw new DpopError('token');
  }
  verifySignature(key, `${headerPart}.${payloadPart}`, signaturePart);
  return { jti: payload.jti, iat: payload.iat };
}

/**
 * ES256 over the proof's first two parts (the JWS signature is r‖s: `ieee-p1363`), checked
 * on the event loop. WebCrypto's verify takes less of the event loop (30–60 µs against
 * 90 µs here), but hands each proof to a thread-pool thread and back: 125–180 µs of CPU a
 * proof in all against 90, measured one proof at a time as requests come, and on two
 * cores shared with the database that handover is what a busy server pays for. The key is
 * handed over bare, with the signature as DER (ecdsa-der.ts).
 */
function verifySignature(key: KeyObject, input: string, signature: string): void {
  const der = p1363ToDer(Buffer.from(signature, 'base64url'));
  if (!der) {
    throw new DpopError('format');
  }
  let ok: boolean;
  try {
    ok = verify('sha256', Buffer.from(input), key, der);
  } catch {
    throw new DpopError('format');
  }
  if (!ok) {
    throw new DpopError('signature');
  }
}

/**
 * Forgets the proofs too old to be accepted anyway (one row per API call), returning how
 * many. Run with the app's other purges.
 */
export async function purgeOldProofs(db: Kysely<Database>, nowMs: number): Promise<number> {
  const result = await db.deleteFrom('dpop_bevis').where('utgar', '<', nowMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const batches = new WeakMap<Kysely<Database>, ProofBatches>();
const processProofs = new WeakMap<Kysely<Database>, ProcessProofs>();

/**
 * Remembers a proof's jti until it is too old to be accepted anyway, so a proof used once
 * is refused. True the first time, false for a replay. Where several processes share the
 * database (`Db.proofs` on PostgreSQL: its own table and its own pool), in the database
 * every process reads: an insert that does nothing on a conflict, shared by the proofs
 * that arrive together (proof-batches.ts). Where this process is the only one (SQLite), in
 * memory first and written to the same table a moment later (process-proofs.ts).
 */
export function firstUseOfProof(
  db: Kysely<Database>,
  proof: { jti: string; iat: number },
  onlyProcess = false,
): Promise<boolean> {
  const expiresAt = (proof.iat + DPOP_MAX_AGE_S * 2) * 1000;
  const store = onlyProcess
    ? perDb(processProofs, db, () => new ProcessProofs(db))
    : perDb(batches, db, () => new ProofBatches(db));
  return store.remember(proof.jti, expiresAt);
}

/** The one store of its kind for this database, made on first use. */
function perDb<T>(stores: WeakMap<Kysely<Database>, T>, db: Kysely<Database>, make: () => T): T {
  let store = stores.get(db);
  if (!store) {
    store = make();
    stores.set(db, store);
  }
  return store;
}

/** Writes the proofs this process holds in memory only (before its database is closed). */
export async function flushProofs(db: Kysely<Database>): Promise<void> {
  await processProofs.get(db)?.flush();
}
