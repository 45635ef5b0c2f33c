import { createHash, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';

// Verify codes for the e2e suite, made the way the server makes them
// (server/src/verify-code/verify-token.ts and content-hash.ts) but written apart from it: a
// code the test makes is accepted only if the published format (ES256 JWS, typ
// fullmakt-kod+jwt, the SHA-256 of the RFC 8785 canonical JSON of the power's content) is
// what the server checks. The suite takes its codes from the PDF's QR code (src/power-pdf.ts)
// and signs one here, with the key it gives the server (FULLMAKT_ANSWER_SIGNING_KEYS), only
// for a verdict no PDF the suite can save gives (tests/verifiera.spec.ts says which).

/** The facts of a power the code covers, as the API answers them. */
export interface PowerContent {
  id: string;
  rubrik: string;
  fullmaktsgivare: { id: string; typ: string };
  fullmaktsgivarroll?: string;
  fullmaktshavare: { id: string; typ: string }[];
  tredjeman: { id: string };
  ursprung?: unknown;
  behorigheter: unknown[];
  giltigFrom: string;
  giltigTom?: string;
  transportfullmakt?: unknown;
}

/** RFC 8785 for what a power holds: strings, booleans, null, integers, arrays, objects. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function contentHash(f: PowerContent): string {
  const content = {
    id: f.id,
    rubrik: f.rubrik,
    fullmaktsgivare: { id: f.fullmaktsgivare.id, typ: f.fullmaktsgivare.typ },
    fullmaktsgivarroll: f.fullmaktsgivarroll,
    fullmaktshavare: f.fullmaktshavare.map((h) => ({ id: h.id, typ: h.typ })),
    tredjeman: f.tredjeman.id,
    ursprung: f.ursprung,
    behorigheter: f.behorigheter,
    giltigFrom: f.giltigFrom,
    giltigTom: f.giltigTom ?? null,
    transportfullmakt: f.transportfullmakt,
  };
  return createHash('sha256').update(canonicalJson(content)).digest('base64url');
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

export interface VerifyCodeSigner {
  /** FULLMAKT_ANSWER_SIGNING_KEYS for the server: the one key, signing from a minute ago. */
  env: Record<string, string>;
  /** The code of a power as the server would issue it now, good for a day. */
  codeFor: (power: PowerContent) => string;
}

export function verifyCodeSigner(): VerifyCodeSigner {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `e2e-${Date.now().toString(36)}` };
  const key = createPrivateKey({ key: jwk, format: 'jwk' });
  const signsFrom = new Date(Date.now() - 60_000).toISOString();
  return {
    env: { FULLMAKT_ANSWER_SIGNING_KEYS: JSON.stringify([{ signsFrom, jwk }]) },
    codeFor: (power) => {
      const iat = Math.floor(Date.now() / 1000);
      const header = base64url(
        JSON.stringify({ alg: 'ES256', kid: jwk.kid, typ: 'fullmakt-kod+jwt' }),
      );
      const payload = base64url(
        JSON.stringify({ fid: power.id, sha: contentHash(power), iat, exp: iat + 86_400 }),
      );
      const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
        key,
        dsaEncoding: 'ieee-p1363',
      }).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
  };
}
