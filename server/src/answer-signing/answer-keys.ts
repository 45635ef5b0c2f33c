import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * How long a signed answer counts as evidence (the `exp` in its JWS header is `iat` plus
 * this). A power can be revoked at any moment, so an answer says what held when it was
 * given; a day is long enough for a case system to file it and check it again offline.
 * It also decides how long a replaced key stays published (keyIsPublished below).
 */
export const answerLifetimeSeconds = 24 * 3600;

/**
 * The longest a verify code (the QR code of a power's PDF, verify-code/verify-token.ts) is
 * good for: a printout is checked at a counter months after it was made, and a code must
 * not outlive the keys published to check it. A year; a new PDF gives a new code.
 */
export const verifyCodeLifetimeSeconds = 366 * 24 * 3600;

/** A replaced key stays published until the longest-lived thing it signed has expired. */
export const keyRetentionSeconds = Math.max(answerLifetimeSeconds, verifyCodeLifetimeSeconds);

/** The JWKS is cached this long; a new key must be published at least this long before it signs. */
export const jwksMaxAgeSeconds = 3600;

/** A private P-256 key as a JWK, with the kid every signature names. */
const PrivateJwkSchema = z
  .looseObject({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    kid: z.string().min(1).max(100),
    x: z.string().min(1),
    y: z.string().min(1),
    d: z.string().min(1),
  })
  // A key that cannot be used is refused at start, not at the first answer it should sign.
  .refine(usableKey, { message: 'nyckeln går inte att läsa som en P-256-nyckel' });

function usableKey(jwk: { kty: string; crv: string; x: string; y: string; d: string }): boolean {
  try {
    createPrivateKey({ key: jwk, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

const AnswerKeySchema = z.object({
  /** The key signs answers from this time, until the next key's signsFrom. */
  signsFrom: z.iso.datetime({ offset: true }),
  jwk: PrivateJwkSchema,
});

export const AnswerKeysSchema = z
  .array(AnswerKeySchema)
  .min(1)
  .refine((keys) => new Set(keys.map((k) => k.jwk.kid)).size === keys.length, {
    message: 'två nycklar har samma kid',
  });

export type AnswerKey = z.infer<typeof AnswerKeySchema>;
export type PrivateJwk = z.infer<typeof PrivateJwkSchema>;

/** The public half of a key, as published in /.well-known/jwks.json. */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  kid: string;
  x: string;
  y: string;
  use: 'sig';
  alg: 'ES256';
}

/**
 * Reads FULLMAKT_ANSWER_SIGNING_KEYS: a JSON list of `{ signsFrom, jwk }`. Throws one
 * Swedish sentence saying what is wrong, for the start refusals.
 */
export function parseAnswerKeys(text: string): AnswerKey[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('FULLMAKT_ANSWER_SIGNING_KEYS är inte JSON.');
  }
  const parsed = AnswerKeysSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `FULLMAKT_ANSWER_SIGNING_KEYS ska vara en lista av { "signsFrom": tid (ISO 8601), "jwk": privat P-256-nyckel med kid }: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}

/** A new P-256 key that signs from `signsFrom`. */
export function newAnswerKey(signsFrom: Date): AnswerKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = PrivateJwkSchema.parse({
    ...privateKey.export({ format: 'jwk' }),
    kid: `svar-${signsFrom.getTime().toString(36)}-${randomBytes(4).toString('hex')}`,
  });
  return { signsFrom: signsFrom.toISOString(), jwk };
}

/** The file of development's own key, in the data folder (gitignored). */
export function devAnswerKeyFile(dataDir: string): string {
  return path.join(dataDir, 'answer-signing-keys.json');
}

/**
 * Development's key set: read from the data folder, or made there on first start (the file
 * is created exclusively, so two processes starting at once end up with the same key).
 */
export function devAnswerKeys(dataDir: string, now: Date): AnswerKey[] {
  const file = devAnswerKeyFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify([newAnswerKey(now)], null, 2)}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
  }
  return parseAnswerKeys(readFileSync(file, 'utf8'));
}

/** Oldest first by the time each starts signing. */
function bySignsFrom(keys: readonly AnswerKey[]): AnswerKey[] {
  return [...keys].sort((a, b) => Date.parse(a.signsFrom) - Date.parse(b.signsFrom));
}

/**
 * The key that signs at `now`: the one that started last. None when every key starts in
 * the future (a misconfiguration the server refuses at start, see answerSigningRefusal).
 */
export function signingKeyAt(keys: readonly AnswerKey[], now: Date): AnswerKey | undefined {
  return bySignsFrom(keys)
    .filter((k) => Date.parse(k.signsFrom) <= now.getTime())
    .at(-1);
}

/**
 * The keys a verifier needs at `now`: every key not yet retired. A key retires once its
 * successor has signed for keyRetentionSeconds, so the last answer and the last verify code
 * it signed have expired. Keys that sign in the future are published already, so caches of the JWKS
 * (max-age above) know them before their first answer.
 */
export function publishedKeys(keys: readonly AnswerKey[], now: Date): AnswerKey[] {
  const sorted = bySignsFrom(keys);
  return sorted.filter((key, i) => {
    const successor = sorted[i + 1];
    return (
      successor === undefined ||
      Date.parse(successor.signsFrom) + keyRetentionSeconds * 1000 > now.getTime()
    );
  });
}

export function publicJwk(jwk: PrivateJwk): PublicJwk {
  return { kty: 'EC', crv: 'P-256', kid: jwk.kid, x: jwk.x, y: jwk.y, use: 'sig', alg: 'ES256' };
}
