// Hämtar en fullmakt som tredje mans system: client credentials, private_key_jwt och DPoP.
// node machine-client.mjs https://www.digitalafullmakter.se klient-id nyckel.json orgnr id
import { readFileSync } from 'node:fs';
import { importJWK } from 'jose';
import * as oidc from 'openid-client';

const [origin, clientId, keyFile, orgnummer, id] = process.argv.slice(2);
const jwk = JSON.parse(readFileSync(keyFile, 'utf8'));
const auth = oidc.PrivateKeyJwt({ key: await importJWK(jwk, 'ES256'), kid: jwk.kid });
// Bara för en testmiljö på http: i produktion är allt https.
const insecure = origin.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {};
const issuer = new URL(`${origin}/oauth2`);
const config = await oidc.discovery(issuer, clientId, {}, auth, insecure);
const DPoP = oidc.getDPoPHandle(config, await oidc.randomDPoPKeyPair('ES256'));
const scope = 'fullmakt.las';
const { access_token } = await oidc.clientCredentialsGrant(config, { scope }, { DPoP });
const path = `/api/dfm/tredjeman/${orgnummer}/fullmakter/${encodeURIComponent(id)}`;
const res = await oidc.fetchProtectedResource(
  config,
  access_token,
  new URL(origin + path),
  'GET',
  undefined,
  undefined,
  { DPoP },
);
console.info(res.status, res.headers.get('fullmakt-signature'));
console.info(JSON.stringify(await res.json(), null, 2));
