import {
  API_ROUTES,
  HistorikSvarSchema,
  VerifieringSvarSchema,
  fyllSokvag,
  type Fullmakt,
  type VerifieringSvar,
} from '@fullmakt/shared/domain';
import { verifieringText } from '@fullmakt/shared/texts';
import canonicalize from 'canonicalize';
import { compactVerify, createLocalJWKSet, SignJWT, importJWK } from 'jose';
import { newAnswerKey } from '../answer-signing/answer-keys';
import { createAnswerSigner, signatureHeader } from '../answer-signing/answer-signer';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';
import { contentHash } from './content-hash';
import { issueVerifyCode, verifyCodeType } from './verify-token';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function start(verify = 1000) {
  t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
    settings: { rateLimit: { login: 60, signing: 60, lookup: 60, verify } },
  });
}

async function codeOf(power: Fullmakt): Promise<string> {
  return (await issueVerifyCode(t.app.answerSigner, power, t.clock.now)) ?? '';
}

async function check(kod: unknown) {
  return t.call(null, { method: 'POST', url: API_ROUTES.verifiera.path, payload: { kod } });
}

async function verdict(kod: string): Promise<VerifieringSvar> {
  const answer = await check(kod);
  expect(answer.statusCode).toBe(200);
  return VerifieringSvarSchema.parse(answer.json());
}

function cannot(): VerifieringSvar {
  return {
    utfall: 'KAN_INTE_VERIFIERAS',
    text: verifieringText('KAN_INTE_VERIFIERAS'),
    kontrollerad: t.clock.now.toISOString(),
  };
}

describe('POST /api/verifiera (issue 31 items 3 and 7)', () => {
  it('answers GILTIG with only what a clerk needs: names and the last four digits, signed', async () => {
    await start();
    const power = await signedPrivatePower(t, p.anna, p.lena);
    const answer = await check(await codeOf(power));
    expect(answer.json()).toEqual({
      utfall: 'GILTIG',
      text: 'Fullmakten är giltig.',
      kontrollerad: t.clock.now.toISOString(),
      fullmakt: {
        rubrik: power.rubrik,
        tredjeman: { namn: power.tredjeman.namn },
        behorigheter: power.behorigheter,
        giltigFrom: '2026-03-02',
        giltigTom: '2026-12-31',
        fullmaktsgivare: {
          namn: `${power.fullmaktsgivare.fornamn} ${power.fullmaktsgivare.namn}`,
          sistaFyra: p.anna.slice(-4),
        },
        fullmaktshavare: [{ namn: expect.stringMatching(/\S/), sistaFyra: p.lena.slice(-4) }],
      },
    });
    expect(answer.body).not.toContain(p.anna);
    expect(answer.body).not.toContain(p.lena);
    // The answer is signed like the third party's: jose verifies it against the key set.
    const jwks = createLocalJWKSet((await t.app.inject({ url: '/.well-known/jwks.json' })).json());
    const [header, , signature] = String(answer.headers[signatureHeader]).split('.');
    const body = Buffer.from(canonicalize(answer.json()) ?? '').toString('base64url');
    await expect(compactVerify(`${header}.${body}.${signature}`, jwks)).resolves.toBeDefined();
  });

  it('answers ATERKALLAD with the day, ATERLAMNAD, UTGANGEN and INTE_GILTIG_ANNU', async () => {
    await start();
    const revoked = await signedPrivatePower(t, p.anna, p.lena);
    const returned = await signedPrivatePower(t, p.anna, p.lena, { behorigheter: ['fordon.se'] });
    const later = await signedPrivatePower(t, p.anna, p.lena, { giltigFrom: '2026-06-01' });
    const codes = {
      revoked: await codeOf(revoked),
      returned: await codeOf(returned),
      later: await codeOf(later),
    };
    t.clock.now = new Date('2026-03-10T09:00:00Z');
    const post = (as: string, path: string, id: string) =>
      t.call(as, { method: 'POST', url: fyllSokvag(path, { id }) });
    expect((await post(p.anna, API_ROUTES.aterkalla.path, revoked.id)).statusCode).toBe(200);
    expect((await post(p.lena, API_ROUTES.aterlamna.path, returned.id)).statusCode).toBe(200);

    const r = await verdict(codes.revoked);
    expect([r.utfall, r.upphorde, r.text]).toEqual([
      'ATERKALLAD',
      '2026-03-10',
      'Fullmakten är inte giltig. Den återkallades den 2026-03-10.',
    ]);
    expect(r.fullmakt?.rubrik).toBe(revoked.rubrik);
    const g = await verdict(codes.returned);
    expect([g.utfall, g.upphorde]).toEqual(['ATERLAMNAD', '2026-03-10']);
    expect((await verdict(codes.later)).utfall).toBe('INTE_GILTIG_ANNU');

    // After the last day (2026-12-31) and within the code's grace: utgången, not unknown.
    t.clock.now = new Date('2027-01-15T09:00:00Z');
    const u = await verdict(codes.later);
    expect([u.utfall, u.text]).toEqual([
      'UTGANGEN',
      'Fullmakten är inte giltig. Giltighetstiden har gått ut.',
    ]);
  });

  it('answers every code that does not check out alike: altered, wrong kid, expired, unknown, malformed, changed power', async () => {
    await start();
    const power = await signedPrivatePower(t, p.anna, p.lena);
    const code = await codeOf(power);
    const [header, payload, signature] = code.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: 2e9 })).toString('base64url')}.${signature}`;
    // Signed by a key the service does not have, under another kid and under the service's kid.
    const stranger = newAnswerKey(new Date('2026-01-01T00:00:00Z'));
    const wrongKid =
      (await createAnswerSigner([stranger], () => t.clock.now).signToken(
        verifyCodeType,
        { fid: power.id, sha: contentHash(power) },
        Math.floor(t.clock.now.getTime() / 1000) + 3600,
      )) ?? '';
    const forged = await new SignJWT({ fid: power.id, sha: contentHash(power) })
      .setProtectedHeader({
        alg: 'ES256',
        kid: JSON.parse(Buffer.from(header, 'base64url').toString()).kid,
        typ: verifyCodeType,
      })
      .setExpirationTime('1h')
      .sign(await importJWK({ ...stranger.jwk, alg: 'ES256' }, 'ES256'));
    const unknown =
      (await t.app.answerSigner.signToken(
        verifyCodeType,
        { fid: 'finns-inte', sha: contentHash(power) },
        Math.floor(t.clock.now.getTime() / 1000) + 3600,
      )) ?? '';
    for (const bad of [
      altered,
      wrongKid,
      forged,
      unknown,
      '',
      'hej',
      'a.b.c',
      `${header}.${payload}`,
      '🙂'.repeat(100),
    ]) {
      expect(await verdict(bad), bad.slice(0, 40)).toEqual(cannot());
    }
    // The code's own expiry: the power's end plus 90 days has passed.
    t.clock.now = new Date('2027-04-01T09:00:00Z');
    expect(await verdict(code)).toEqual(cannot());

    // A power changed after its code was made (here in the database behind the service).
    t.clock.now = new Date('2026-03-03T09:00:00Z');
    expect((await verdict(code)).utfall).toBe('GILTIG');
    await t.app.deps.db.kysely
      .updateTable('fullmakt')
      .set({ giltig_tom: '2027-12-31' })
      .where('id', '=', power.id)
      .execute();
    expect(await verdict(code)).toEqual(cannot());
  });

  it('records each check of a power by its code in its history, and nothing for a code that does not check out', async () => {
    await start();
    const power = await signedPrivatePower(t, p.anna, p.lena);
    const other = await signedPrivatePower(t, p.anna, p.lena, { behorigheter: ['fordon.se'] });
    const code = await codeOf(power);
    const [header, payload, signature] = code.split('.') as [string, string, string];
    const altered = `${header}.${payload.slice(0, -2)}${payload.endsWith('A') ? 'B' : 'A'}${payload.slice(-1)}.${signature}`;
    t.clock.now = new Date('2026-03-05T13:07:00Z');
    expect((await verdict(code)).utfall).toBe('GILTIG');
    for (const bad of [altered, 'hej', '']) {
      expect((await verdict(bad)).utfall).toBe('KAN_INTE_VERIFIERAS');
    }
    await t.app.deps.accessLog.flush();
    const rows = await t.app.deps.db.kysely.selectFrom('fullmakt_atkomst').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        fullmakt_id: power.id,
        tredjeman_id: power.tredjeman.id,
        lasare_typ: 'kod',
        lasare_id: null,
        tidpunkt: '2026-03-05T13:07:00.000Z',
      }),
    ]);
    // The grantor and the holder see it; the other power was not checked.
    for (const party of [p.anna, p.lena]) {
      const history = await t.call(party, {
        method: 'GET',
        url: fyllSokvag(API_ROUTES.historik.path, { id: power.id }),
      });
      const checks = HistorikSvarSchema.parse(history.json()).handelser.filter(
        (h) => h.typ === 'KONTROLLERAD_MED_KOD',
      );
      expect(checks).toHaveLength(1);
      expect(checks[0]?.tidpunkt).toBe('2026-03-05T13:07:00.000Z');
    }
    const otherHistory = await t.call(p.anna, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.historik.path, { id: other.id }),
    });
    expect(
      HistorikSvarSchema.parse(otherHistory.json()).handelser.filter(
        (h) => h.typ === 'KONTROLLERAD_MED_KOD',
      ),
    ).toEqual([]);

    // A revoked power's check is recorded too: the grantor sees who still relies on it.
    expect(
      (
        await t.call(p.anna, {
          method: 'POST',
          url: fyllSokvag(API_ROUTES.aterkalla.path, { id: power.id }),
        })
      ).statusCode,
    ).toBe(200);
    expect((await verdict(code)).utfall).toBe('ATERKALLAD');
    await t.app.deps.accessLog.flush();
    expect(
      await t.app.deps.db.kysely
        .selectFrom('fullmakt_atkomst')
        .select('lasare_typ')
        .where('fullmakt_id', '=', power.id)
        .execute(),
    ).toHaveLength(2);
  });

  it('refuses a body without a code with a Swedish 400, never a 5xx', async () => {
    await start();
    for (const body of [{}, { kod: 12 }, { kod: 'x'.repeat(2001) }]) {
      const answer = await t.call(null, {
        method: 'POST',
        url: API_ROUTES.verifiera.path,
        payload: body,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).not.toMatch(/at .*\.ts|stack/i);
    }
  });

  it('is rate-limited per address', async () => {
    await start(2);
    expect((await check('a')).statusCode).toBe(200);
    expect((await check('a')).statusCode).toBe(200);
    expect((await check('a')).statusCode).toBe(429);
  });
});
