import { gunzipSync } from 'node:zlib';
import { API_ROUTES, fyllSokvag, type Fullmakt } from '@fullmakt/shared/domain';
import canonicalize from 'canonicalize';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';
import { keyRetentionSeconds, newAnswerKey } from './answer-keys';

/**
 * Issue 31 item 2: the third party's answers about a power are signed (detached JWS, ES256,
 * over RFC 8785 canonical JSON) and verified here by an independent implementation, jose's
 * verifier, against the key set the server publishes.
 */

const powerUrl = (power: Fullmakt): string =>
  fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: tredjemanId.fordonsverket, id: power.id });

/** The detached JWS of an answer put back together with its body, as RFC 7515 appendix F says. */
function attached(signature: string, body: string): string {
  const [header, empty, sig] = signature.split('.');
  expect(empty).toBe('');
  const payload = Buffer.from(canonicalize(JSON.parse(body)) ?? '').toString('base64url');
  return `${header}.${payload}.${sig}`;
}

async function publishedKeys(t: TestApp): Promise<JSONWebKeySet> {
  return (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
}

async function verify(t: TestApp, signature: string, body: string) {
  return compactVerify(attached(signature, body), createLocalJWKSet(await publishedKeys(t)));
}

function signatureOf(res: { headers: Record<string, unknown> }): string {
  const value = res.headers['fullmakt-signature'];
  expect(typeof value).toBe('string');
  return value as string;
}

describe('signed answers to third parties (issue 31)', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('signs a power with a key of the published set; jose verifies it, a changed byte fails', async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
    const power = await signedPrivatePower(t, p.anna, p.lena);
    const res = await t.call(p.anna, { method: 'GET', url: powerUrl(power) });
    expect(res.statusCode).toBe(200);

    const jwks = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.headers['cache-control']).toBe('public, max-age=3600');
    expect(jwks.headers['content-type']).toMatch(/^application\/jwk-set\+json/);
    const keys = jwks.json<JSONWebKeySet>().keys;
    expect(keys).toHaveLength(1);
    // Only the public half is published.
    expect(keys[0]).not.toHaveProperty('d');

    const { protectedHeader, payload } = await verify(t, signatureOf(res), res.body);
    expect(protectedHeader).toMatchObject({
      alg: 'ES256',
      kid: keys[0]?.kid,
      typ: 'fullmakt-svar+jws',
      iat: Date.parse('2026-03-02T09:00:00Z') / 1000,
      exp: Date.parse('2026-03-03T09:00:00Z') / 1000,
    });
    expect(JSON.parse(new TextDecoder().decode(payload))).toEqual(res.json());

    // One byte of the body changed (the holder's id), and the signature no longer holds.
    const altered = res.body.replace(
      p.lena,
      `${p.lena.slice(0, -1)}${p.lena.endsWith('1') ? '2' : '1'}`,
    );
    expect(altered).not.toBe(res.body);
    await expect(verify(t, signatureOf(res), altered)).rejects.toThrow(
      'signature verification failed',
    );
  });

  it('signs a list too, over the body as sent before compression; refusals are not signed', async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
    await signedPrivatePower(t, p.anna, p.lena);
    await signedPrivatePower(t, p.anna, p.mikael);
    await signedPrivatePower(t, p.anna, p.ali);
    const list = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      headers: { 'accept-encoding': 'gzip' },
      payload: { filter: { fullmaktsgivare: { id: p.anna }, page: { page: 0, size: 20 } } },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(list.rawPayload).toString('utf8');
    await expect(verify(t, signatureOf(list), body)).resolves.toBeDefined();

    const refused = await t.call(p.ali, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.fullmakt.path, {
        orgnummer: tredjemanId.fordonsverket,
        id: 'finns-inte',
      }),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['fullmakt-signature']).toBeUndefined();
  });

  it('documents the header on every signed answer in the OpenAPI document', async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
    }>();
    const headerOf = (path: string, method: string) =>
      doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method]?.responses['200']?.headers;
    expect(headerOf(API_ROUTES.fullmakt.path, 'get')).toHaveProperty('Fullmakt-Signature');
    expect(headerOf(API_ROUTES.sokFullmakter.path, 'post')).toHaveProperty('Fullmakt-Signature');
    expect(headerOf(API_ROUTES.utkast.path, 'get')).toBeUndefined();
    expect(doc.paths['/.well-known/jwks.json']).toBeDefined();
    // The machine clients' way in, and both shown on the readable page too.
    expect(
      (doc as { components?: { securitySchemes?: Record<string, unknown> } }).components
        ?.securitySchemes?.maskinklient,
    ).toMatchObject({ flows: { clientCredentials: { tokenUrl: '/oauth2/token' } } });
    const page = (await t.app.inject({ method: 'GET', url: '/api/docs' })).body;
    expect(page).toMatch(/Svarshuvud <code>Fullmakt-Signature<\/code>:\s*Fristående JWS/);
    expect(page).toContain('private_key_jwt (RFC 7523');
  });

  it('rotates: the new key signs from its time, the old stays published until its answers expired', async () => {
    const oldKey = newAnswerKey(new Date('2026-01-01T00:00:00Z'));
    const newKey = newAnswerKey(new Date('2026-03-03T00:00:00Z'));
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      answerKeys: [newKey, oldKey],
    });
    const power = await signedPrivatePower(t, p.anna, p.lena);
    const read = () => t.call(p.anna, { method: 'GET', url: powerUrl(power) });
    const kids = async () => (await publishedKeys(t)).keys.map((k) => k.kid);

    // 2 March: the old key signs; the coming key is published already, for caches.
    const before = await read();
    const oldAnswer = { signature: signatureOf(before), body: before.body };
    expect((await verify(t, oldAnswer.signature, oldAnswer.body)).protectedHeader.kid).toBe(
      oldKey.jwk.kid,
    );
    expect(await kids()).toEqual([oldKey.jwk.kid, newKey.jwk.kid]);

    // 3 March, during the overlap: the new key signs, the old answer still verifies.
    t.clock.now = new Date('2026-03-03T12:00:00Z');
    const after = await read();
    expect((await verify(t, signatureOf(after), after.body)).protectedHeader.kid).toBe(
      newKey.jwk.kid,
    );
    await expect(verify(t, oldAnswer.signature, oldAnswer.body)).resolves.toBeDefined();

    // Once what the old key signed has expired (its answers after a day, its verify codes
    // after keyRetentionSeconds), it is gone.
    t.clock.now = new Date(Date.parse(newKey.signsFrom) + keyRetentionSeconds * 1000 + 1000);
    expect(await kids()).toEqual([newKey.jwk.kid]);
    await expect(verify(t, oldAnswer.signature, oldAnswer.body)).rejects.toThrow(
      'no applicable key found in the JSON Web Key Set',
    );
  });
});
