import type { Fullmakt } from '@fullmakt/shared/domain';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT, importJWK } from 'jose';
import { newAnswerKey, verifyCodeLifetimeSeconds } from '../answer-signing/answer-keys';
import { createAnswerSigner } from '../answer-signing/answer-signer';
import { contentHash } from './content-hash';
import {
  issueVerifyCode,
  readVerifyCode,
  verifyCodeExpiry,
  verifyCodeGraceSeconds,
  verifyCodeType,
  verifyUrl,
} from './verify-token';

const power: Fullmakt = {
  id: 'f-1',
  skapadTidpunkt: '2026-03-01T10:00:00Z',
  rubrik: 'Fordonsärenden',
  skapare: { id: '194911172296' },
  tredjeman: { id: '2021001231', namn: 'Fordonsverket' },
  fullmaktsgivare: { id: '194911172296', typ: 'pnr', fornamn: 'Anna', namn: 'Andersson' },
  fullmaktsgivarroll: 'Privat',
  fullmaktshavare: [{ id: '198112189876', typ: 'pnr', fornamn: 'Lena', namn: 'Larsson' }],
  giltigFrom: '2026-03-02',
  giltigTom: '2026-12-31',
  signatarer: [],
  behorigheter: [{ kod: 'fordon.se', rubrik: 'Fordon', beskrivning: 'Ärenden om fordon' }],
  transportfullmakt: false,
  ursprung: { mall: { id: 'fordon-arenden' } },
  status: 'UNDERSKRIVEN',
};

const now = new Date('2026-03-05T12:00:00Z');
const key = newAnswerKey(new Date('2026-01-01T00:00:00Z'));
const signer = createAnswerSigner([key], () => now);

function payloadOf(code: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(code.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe('verify code', () => {
  it('is a JWS of the answer keys (kid in the header) that jose verifies against the key set', async () => {
    const code = (await issueVerifyCode(signer, power, now)) ?? '';
    expect(decodeProtectedHeader(code)).toEqual({
      alg: 'ES256',
      kid: key.jwk.kid,
      typ: verifyCodeType,
    });
    const { payload } = await jwtVerify(code, createLocalJWKSet(signer.jwks()), {
      currentDate: now,
    });
    expect(payload).toEqual({
      fid: 'f-1',
      sha: contentHash(power),
      iat: now.getTime() / 1000,
      exp: verifyCodeExpiry(power, now),
    });
    expect(await readVerifyCode(signer, code, now)).toEqual({
      fid: 'f-1',
      sha: contentHash(power),
    });
  });

  it('holds no name and no personnummer in clear', async () => {
    const code = (await issueVerifyCode(signer, power, now)) ?? '';
    const text = JSON.stringify(payloadOf(code));
    for (const secret of [
      'Anna',
      'Andersson',
      'Lena',
      '194911172296',
      '198112189876',
      '2021001231',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('hashes the facts of the power, not its status or the names the registry gives', () => {
    const hash = contentHash(power);
    expect(contentHash({ ...power, status: 'ATERKALLAD' })).toBe(hash);
    expect(
      contentHash({ ...power, fullmaktsgivare: { ...power.fullmaktsgivare, namn: 'Berg' } }),
    ).toBe(hash);
    expect(contentHash({ ...power, giltigTom: '2027-01-01' })).not.toBe(hash);
    expect(contentHash({ ...power, behorigheter: [] })).not.toBe(hash);
    expect(
      contentHash({ ...power, fullmaktshavare: [{ id: '198112189877', typ: 'pnr' }] }),
    ).not.toBe(hash);
    expect(contentHash({ ...power, tredjeman: { id: '2021005448' } })).not.toBe(hash);
  });

  it('expires at the power’s end plus the grace, and never past the lifetime of its key', () => {
    expect(verifyCodeExpiry({ ...power, giltigTom: '2026-06-30' }, now)).toBe(
      Date.parse('2026-06-30T21:59:59Z') / 1000 + verifyCodeGraceSeconds,
    );
    const { giltigTom: _open, ...openEnded } = power;
    expect(verifyCodeExpiry(openEnded, now)).toBe(now.getTime() / 1000 + verifyCodeLifetimeSeconds);
    expect(verifyCodeExpiry({ ...power, giltigTom: '2031-01-01' }, now)).toBe(
      now.getTime() / 1000 + verifyCodeLifetimeSeconds,
    );
  });

  it('reads nothing from an altered, foreign-keyed, expired, other-typed or malformed code', async () => {
    const code = (await issueVerifyCode(signer, power, now)) ?? '';
    const [header, payload, signature] = code.split('.') as [string, string, string];
    const changed = Buffer.from(
      JSON.stringify({ ...payloadOf(code), fid: 'f-2' }),
      'utf8',
    ).toString('base64url');
    expect(await readVerifyCode(signer, `${header}.${changed}.${signature}`, now)).toBeUndefined();
    expect(payload).not.toBe(changed);

    const stranger = newAnswerKey(new Date('2026-01-01T00:00:00Z'));
    const foreign = await new SignJWT({ fid: 'f-1', sha: contentHash(power) })
      .setProtectedHeader({ alg: 'ES256', kid: key.jwk.kid, typ: verifyCodeType })
      .setExpirationTime(now.getTime() / 1000 + 60)
      .sign(await importJWK({ ...stranger.jwk, alg: 'ES256' }, 'ES256'));
    expect(await readVerifyCode(signer, foreign, now)).toBeUndefined();
    const otherKid = await createAnswerSigner([stranger], () => now).signToken(
      verifyCodeType,
      { fid: 'f-1', sha: contentHash(power) },
      now.getTime() / 1000 + 60,
    );
    expect(await readVerifyCode(signer, otherKid ?? '', now)).toBeUndefined();

    const later = new Date(verifyCodeExpiry(power, now) * 1000 + 1000);
    expect(await readVerifyCode(signer, code, later)).toBeUndefined();
    expect(await readVerifyCode(signer, code, new Date(later.getTime() - 2000))).toBeDefined();

    const otherTyp = await signer.signToken(
      'fullmakt-svar+jws',
      payloadOf(code),
      now.getTime() / 1000 + 60,
    );
    expect(await readVerifyCode(signer, otherTyp ?? '', now)).toBeUndefined();
    for (const bad of ['', 'abc', 'a.b.c', `${header}.${payload}`, '%%%.%%%.%%%']) {
      expect(await readVerifyCode(signer, bad, now)).toBeUndefined();
    }
  });

  it('goes in the fragment of the verify URL, which no browser sends to a server', () => {
    expect(verifyUrl('https://fullmakt.example/', 'a.b.c')).toBe(
      'https://fullmakt.example/verifiera#a.b.c',
    );
  });
});
