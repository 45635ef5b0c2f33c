import { exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import * as oidc from 'openid-client';
import { readScope, type MachineClient } from '../machine-clients/machine-clients';

/** A third party's system registered with one key of its own (issue 31), for the tests. */
export async function registeredClient(
  clientId: string,
  tredjeman: string,
  perMinute = 50,
): Promise<{ client: MachineClient; privateKey: CryptoKey; kid: string }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `${clientId}-1`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256' };
  return {
    client: {
      clientId,
      tredjeman,
      jwks: { keys: [jwk] as MachineClient['jwks']['keys'] },
      perMinute,
    },
    privateKey,
    kid,
  };
}

/**
 * The system signed in as a real OAuth client does it (openid-client): client credentials
 * with private_key_jwt and a DPoP-bound token; `call` sends a request with that token.
 */
export async function caseSystemSession(
  base: string,
  registered: { client: MachineClient; privateKey: CryptoKey; kid: string },
) {
  const config = await oidc.discovery(
    new URL(`${base}/oauth2`),
    registered.client.clientId,
    {},
    oidc.PrivateKeyJwt({ key: registered.privateKey, kid: registered.kid }),
    { execute: [oidc.allowInsecureRequests] },
  );
  const dpop = oidc.getDPoPHandle(config, await oidc.randomDPoPKeyPair('ES256'));
  const tokens = await oidc.clientCredentialsGrant(config, { scope: readScope }, { DPoP: dpop });
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${base}${path}`),
      method,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? undefined : new Headers({ 'content-type': 'application/json' }),
      { DPoP: dpop },
    );
  return { call };
}
