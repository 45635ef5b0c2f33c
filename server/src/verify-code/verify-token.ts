import type { Fullmakt } from '@fullmakt/shared/domain';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { verifyCodeLifetimeSeconds } from '../answer-signing/answer-keys';
import type { AnswerSigner } from '../answer-signing/answer-signer';
import { contentHash } from './content-hash';

/** The JWS `typ` of a verify code, so no other token of ours is taken for one. */
export const verifyCodeType = 'fullmakt-kod+jwt';

/**
 * A code stays good this long after the power's last day, so a clerk who scans a printout
 * of a power that has just run out is told "utgången", not that the code cannot be checked.
 */
export const verifyCodeGraceSeconds = 90 * 24 * 3600;

/** Where the verify page is. The code goes in the fragment: see verifyUrl. */
export const verifyPath = '/verifiera';

/**
 * The verify URL of a code. The code is in the fragment (`#`), which a browser never sends:
 * it stays out of the server's and proxies' access logs and out of Referer headers, so a
 * log holds no code that would show the power to whoever reads it. The page reads the
 * fragment and posts the code to the verify API.
 */
export function verifyUrl(publicUrl: string, code: string): string {
  return `${new URL(verifyPath, publicUrl).href}#${code}`;
}

/** What a code says: which power, the hash of its content when the code was made. */
const ClaimsSchema = z.object({ fid: z.string().min(1).max(100), sha: z.string().length(43) });
export type VerifyClaims = z.infer<typeof ClaimsSchema>;

/**
 * The code's expiry (seconds): the power's last day (ended at 22.00 UTC: midnight in Swedish
 * summer time, an hour early in winter, so the expiry always falls on that Swedish day) plus
 * the grace above, and never past verifyCodeLifetimeSeconds, the time its key stays published.
 */
export function verifyCodeExpiry(fullmakt: Fullmakt, now: Date): number {
  const issued = Math.floor(now.getTime() / 1000);
  const cap = issued + verifyCodeLifetimeSeconds;
  if (fullmakt.giltigTom === undefined) {
    return cap;
  }
  const lastDay = Math.floor(Date.parse(`${fullmakt.giltigTom}T21:59:59Z`) / 1000);
  return Math.min(cap, lastDay + verifyCodeGraceSeconds);
}

/**
 * A power's verify code: a compact JWS (ES256, the answer keys, `kid` in the header) with
 * the power's id, the hash of its content and an expiry; no name or personnummer.
 */
export async function issueVerifyCode(
  signer: AnswerSigner,
  fullmakt: Fullmakt,
  now: Date,
): Promise<string | undefined> {
  const claims: VerifyClaims = { fid: fullmakt.id, sha: contentHash(fullmakt) };
  return signer.signToken(verifyCodeType, claims, verifyCodeExpiry(fullmakt, now));
}

/**
 * The claims of a code that verifies against the published keys at `now`; undefined for any
 * code that does not (altered, unknown kid, expired, another typ, malformed): the caller
 * answers all of these alike.
 */
export async function readVerifyCode(
  signer: AnswerSigner,
  code: string,
  now: Date,
): Promise<VerifyClaims | undefined> {
  try {
    const { payload } = await jwtVerify(code, createLocalJWKSet(signer.jwks()), {
      algorithms: ['ES256'],
      typ: verifyCodeType,
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const claims = ClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}
