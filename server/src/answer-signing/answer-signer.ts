import { CompactSign, SignJWT, importJWK, type CryptoKey, type JWTPayload } from 'jose';
import {
  answerLifetimeSeconds,
  publicJwk,
  publishedKeys,
  signingKeyAt,
  type AnswerKey,
  type PublicJwk,
} from './answer-keys';

/** The response header that carries the detached JWS of a signed answer. */
export const signatureHeader = 'fullmakt-signature';

/** The JWS `typ` of a signed answer, so a signature over something else is not taken for one. */
export const answerJwsType = 'fullmakt-svar+jws';

export interface AnswerSigner {
  /**
   * The detached JWS (RFC 7515 appendix F: `header..signature`) over a body that is already
   * in RFC 8785 canonical form (canonicalAnswer writes it so); undefined when no key signs
   * at this time.
   */
  sign: (canonicalBody: string) => Promise<string | undefined>;
  /**
   * A compact JWS (a JWT) of `typ` over `claims`, expiring at `exp` (seconds), signed by the
   * key whose time it is: the verify codes of printed powers use the same keys as the
   * answers, so one key set at /.well-known/jwks.json checks both. Undefined when no key
   * signs at this time.
   */
  signToken: (typ: string, claims: JWTPayload, exp: number) => Promise<string | undefined>;
  /** The public key set at this time, for /.well-known/jwks.json. */
  jwks: () => { keys: PublicJwk[] };
}

/** Signs with the key whose time it is; each key imported once (a CryptoKey, not re-parsed). */
export function createAnswerSigner(keys: readonly AnswerKey[], now: () => Date): AnswerSigner {
  const imported = new Map<string, Promise<CryptoKey | Uint8Array>>();
  const cryptoKey = (key: AnswerKey): Promise<CryptoKey | Uint8Array> => {
    let found = imported.get(key.jwk.kid);
    if (!found) {
      found = importJWK({ ...key.jwk, alg: 'ES256' }, 'ES256');
      imported.set(key.jwk.kid, found);
    }
    return found;
  };
  return {
    sign: async (canonicalBody) => {
      const at = now();
      const key = signingKeyAt(keys, at);
      if (!key) {
        return undefined;
      }
      const iat = Math.floor(at.getTime() / 1000);
      const jws = await new CompactSign(new TextEncoder().encode(canonicalBody))
        .setProtectedHeader({
          alg: 'ES256',
          kid: key.jwk.kid,
          typ: answerJwsType,
          iat,
          exp: iat + answerLifetimeSeconds,
        })
        .sign(await cryptoKey(key));
      const [header, , signature] = jws.split('.');
      return `${header}..${signature}`;
    },
    signToken: async (typ, claims, exp) => {
      const at = now();
      const key = signingKeyAt(keys, at);
      if (!key) {
        return undefined;
      }
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: key.jwk.kid, typ })
        .setIssuedAt(Math.floor(at.getTime() / 1000))
        .setExpirationTime(exp)
        .sign(await cryptoKey(key));
    },
    jwks: () => ({ keys: publishedKeys(keys, now()).map((k) => publicJwk(k.jwk)) }),
  };
}
