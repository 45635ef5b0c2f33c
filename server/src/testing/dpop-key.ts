import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { jwkThumbprint } from '../core/dpop';

export interface ProofClaims {
  method: string;
  /** The whole URL the request goes to (the public URL plus the path). */
  url: string;
  accessToken?: string | undefined;
  /** Defaults: now, and a fresh id. */
  iat?: number;
  jti?: string;
}

/**
 * A DPoP key as the browser's sign-in library holds one (ES256, P-256), for tests: its
 * thumbprint binds tokens, and it signs a proof per request (RFC 9449 §4.2).
 */
export class TestDpopKey {
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string };
  readonly jkt: string;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicJwk = { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y) };
    this.jkt = jwkThumbprint(this.publicJwk);
  }

  proof(claims: ProofClaims): string {
    const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: this.publicJwk };
    const payload = {
      jti: claims.jti ?? randomUUID(),
      htm: claims.method,
      htu: claims.url,
      iat: claims.iat ?? Math.floor(Date.now() / 1000),
      ...(claims.accessToken
        ? { ath: createHash('sha256').update(claims.accessToken).digest('base64url') }
        : {}),
    };
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const input = `${encode(header)}.${encode(payload)}`;
    const signature = sign('sha256', Buffer.from(input), {
      key: this.privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return `${input}.${signature.toString('base64url')}`;
  }
}
