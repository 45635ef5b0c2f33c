import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ROUTES, fyllSokvag, type Fullmakt } from '@fullmakt/shared/domain';
import { exportJWK, generateKeyPair } from 'jose';
import * as oidc from 'openid-client';
import { openDatabase } from '../db/database';
import { repoRoot, serverDir } from '../paths';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { freePort } from '../testing/server-process';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';
import { readScope, type MachineClient } from './machine-clients';

/**
 * Issue 31 item 1: a third party's case system calls the API as itself, with a real OAuth
 * client library (openid-client): client credentials, private_key_jwt (RFC 7523), a
 * DPoP-bound token (RFC 9449); it reads the powers made out to its own party only.
 */

type ClientKey = Awaited<ReturnType<typeof clientKey>>;

async function clientKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey, kid, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256' } };
}

describe('third parties systems as machine clients (issue 31)', () => {
  let t: TestApp;
  let base: string;
  let fordonPower: Fullmakt;
  let norrvikPower: Fullmakt;
  /** The client's old and new registered keys, and one nobody registered. */
  let oldKey: ClientKey;
  let newKey: ClientKey;
  let unregisteredKey: ClientKey;

  beforeAll(async () => {
    [oldKey, newKey, unregisteredKey] = await Promise.all([
      clientKey('fv-1'),
      clientKey('fv-2'),
      clientKey('okand'),
    ]);
    const clients: MachineClient[] = [
      {
        clientId: 'fordonsverket-arende',
        tredjeman: tredjemanId.fordonsverket,
        // Two keys registered while the third party changes key: either one authenticates.
        jwks: { keys: [oldKey.jwk, newKey.jwk] as MachineClient['jwks']['keys'] },
        perMinute: 5,
      },
    ];
    // The app's public URL (issuer, DPoP URLs) is the one it listens on.
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      publicUrl: base,
      machineClients: clients,
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    fordonPower = await signedPrivatePower(t, p.anna, p.lena);
    norrvikPower = await signedPrivatePower(t, p.anna, p.ali, {
      tredjeman: tredjemanId.norrvik,
      mall: 'norrvik-bygglov',
      behorigheter: ['bygglov.ansoka'],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The case system's configuration, signing its assertions with `key`. */
  async function caseSystem(key: ClientKey) {
    const config = await oidc.discovery(
      new URL(`${base}/oauth2`),
      'fordonsverket-arende',
      {},
      oidc.PrivateKeyJwt({ key: key.privateKey, kid: key.kid }),
      { execute: [oidc.allowInsecureRequests] },
    );
    const dpop = oidc.getDPoPHandle(config, await oidc.randomDPoPKeyPair('ES256'));
    return { config, dpop };
  }

  const powerUrl = (orgnummer: string, power: Fullmakt) =>
    new URL(`${base}${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer, id: power.id })}`);

  it('gets a DPoP-bound token with private_key_jwt and reads its own party power, signed', async () => {
    const { config, dpop } = await caseSystem(newKey);
    const tokens = await oidc.clientCredentialsGrant(config, { scope: readScope }, { DPoP: dpop });
    expect(tokens.token_type.toLowerCase()).toBe('dpop');
    expect(tokens.scope).toBe(readScope);

    const res = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      powerUrl(tredjemanId.fordonsverket, fordonPower),
      'GET',
      undefined,
      undefined,
      { DPoP: dpop },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Fullmakt).id).toBe(fordonPower.id);
    expect(res.headers.get('fullmakt-signature')).toMatch(/^[\w-]+\.\.[\w-]+$/);

    // Another party's power: 404, whichever third party the path names.
    for (const orgnummer of [tredjemanId.norrvik, tredjemanId.fordonsverket]) {
      const other = await oidc.fetchProtectedResource(
        config,
        tokens.access_token,
        powerUrl(orgnummer, norrvikPower),
        'GET',
        undefined,
        undefined,
        { DPoP: dpop },
      );
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ kod: 'fullmakt.saknas' });
    }

    // Nowhere else: the power's history (its parties' route) does not take a client's token.
    const list = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${base}${fyllSokvag(API_ROUTES.historik.path, { id: fordonPower.id })}`),
      'GET',
      undefined,
      undefined,
      { DPoP: dpop },
    );
    expect(list.status).toBe(401);
  });

  it('refuses the token with another key proof, without a proof, or without the read scope', async () => {
    const { config, dpop } = await caseSystem(newKey);
    const tokens = await oidc.clientCredentialsGrant(config, { scope: readScope }, { DPoP: dpop });
    const url = powerUrl(tredjemanId.fordonsverket, fordonPower);
    // A proof by a key the token is not bound to (a stolen token replayed elsewhere).
    const otherKey = oidc.getDPoPHandle(config, await oidc.randomDPoPKeyPair('ES256'));
    const stolen = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      url,
      'GET',
      undefined,
      undefined,
      {
        DPoP: otherKey,
      },
    );
    expect(stolen.status).toBe(401);
    // As a bearer token, without a proof.
    const bearer = await fetch(url, { headers: { authorization: `DPoP ${tokens.access_token}` } });
    expect(bearer.status).toBe(401);
    // A token asked for without the read scope reads nothing.
    const unscoped = await oidc.clientCredentialsGrant(config, {}, { DPoP: dpop });
    expect(unscoped.scope).toBeUndefined();
    const read = await oidc.fetchProtectedResource(
      config,
      unscoped.access_token,
      url,
      'GET',
      undefined,
      undefined,
      {
        DPoP: dpop,
      },
    );
    expect(read.status).toBe(401);
  });

  it('authenticates with either registered key, never with another', async () => {
    const { config, dpop } = await caseSystem(oldKey);
    await expect(
      oidc.clientCredentialsGrant(config, { scope: readScope }, { DPoP: dpop }),
    ).resolves.toMatchObject({ token_type: expect.stringMatching(/^dpop$/i) });

    const unregistered = await caseSystem(unregisteredKey);
    await expect(
      oidc.clientCredentialsGrant(unregistered.config, { scope: readScope }, { DPoP: dpop }),
    ).rejects.toMatchObject({ error: 'invalid_client' });
  });

  it('runs the example of the developers page, shown there whole', async () => {
    const example = path.join(serverDir, 'examples', 'machine-client.mjs');
    const code = readFileSync(example, 'utf8');
    const page = readFileSync(path.join(repoRoot, 'mfe-info', 'content', 'utvecklare.md'), 'utf8');
    expect(page).toContain(code.trimEnd());

    const dir = mkdtempSync(path.join(tmpdir(), 'maskinklient-'));
    try {
      const keyFile = path.join(dir, 'nyckel.json');
      const key = newKey;
      writeFileSync(
        keyFile,
        JSON.stringify({ ...(await exportJWK(key.privateKey)), kid: key.kid }),
      );
      const { stdout } = await promisify(execFile)(process.execPath, [
        example,
        base,
        'fordonsverket-arende',
        keyFile,
        tredjemanId.fordonsverket,
        fordonPower.id,
      ]);
      const [status, ...json] = stdout.split('\n');
      expect(status).toMatch(/^200 [\w-]+\.\.[\w-]+$/);
      expect(JSON.parse(json.join('\n'))).toMatchObject({ id: fordonPower.id });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A node process of its own: seconds on a loaded machine.
  }, 30_000);

  it('limits each client to its requests per minute; people are not counted', async () => {
    const { config, dpop } = await caseSystem(newKey);
    const tokens = await oidc.clientCredentialsGrant(config, { scope: readScope }, { DPoP: dpop });
    const read = () =>
      oidc.fetchProtectedResource(
        config,
        tokens.access_token,
        powerUrl(tredjemanId.fordonsverket, fordonPower),
        'GET',
        undefined,
        undefined,
        { DPoP: dpop },
      );
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await read());
    }
    // The earlier tests were let through four times this minute (two powers, two refusals);
    // the refused tokens never reached the count.
    expect(answers.map((r) => r.status)).toEqual([200, 429, 429, 429, 429]);
    expect(await answers[1]?.json()).toMatchObject({ meddelande: expect.stringMatching(/\S/) });
    const person = await t.call(p.anna, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.fullmakt.path, {
        orgnummer: tredjemanId.fordonsverket,
        id: fordonPower.id,
      }),
    });
    expect(person.statusCode).toBe(200);
  });
});
