import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { serverDir } from '../paths';
import { testPerson as p } from '../seed/people';
import { signedPrivatePower } from '../testing/signed-power';
import {
  exampleServer,
  expectShownOnDevelopersPage,
  runExample,
  type ExampleVerdict,
} from '../testing/run-example';
import { startTestApp } from '../testing/test-app';
import { issueVerifyCode, verifyUrl } from './verify-token';

/**
 * Issue 31 item 5 (the code's half): the offline check of a PDF's QR code shown on the
 * developers' page, run as a third party would, with the key set fetched over HTTP from a
 * listening server; every verdict in Swedish, never a stack trace.
 */

const example = path.join(serverDir, 'examples', 'verify-code.mjs');

describe('the offline verify-code example (issue 31)', () => {
  const site = exampleServer('verifiera-kod-');

  async function check(jwks: string, scanned: string): Promise<ExampleVerdict> {
    const jwksFile = path.join(site.dir, 'jwks.json');
    writeFileSync(jwksFile, jwks);
    return runExample(example, [jwksFile, scanned]);
  }

  it('is at most 30 lines and shown whole on the developers page', () => {
    expectShownOnDevelopersPage(example);
  });

  it('says genuine, altered, unknown key, expired or unreadable', async () => {
    const jwks = await (await fetch(`${site.base}/.well-known/jwks.json`)).text();
    site.t.clock.now = new Date();
    const power = await signedPrivatePower(site.t, p.anna, p.lena, {
      giltigFrom: site.t.clock.now.toISOString().slice(0, 10),
      giltigTom: new Date(site.t.clock.now.getTime() + 300 * 864e5).toISOString().slice(0, 10),
    });
    const code = (await issueVerifyCode(site.t.app.answerSigner, power, site.t.clock.now)) ?? '';
    const url = verifyUrl(site.base, code);
    expect(await check(jwks, url)).toEqual({
      code: 0,
      out: expect.stringMatching(
        new RegExp(
          `^Äkta: koden gäller fullmakt ${power.id} \\(innehåll [\\w-]{43}\\), signerad med svar-`,
        ),
      ),
    });
    expect((await check(jwks, code)).code).toBe(0);

    const [header, payload, signature] = code.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
    const changed = Buffer.from(JSON.stringify({ ...claims, fid: 'en-annan' })).toString(
      'base64url',
    );
    expect(await check(jwks, `${header}.${changed}.${signature}`)).toEqual({
      code: 1,
      out: 'Ogiltig: koden har ändrats efter att den gjordes.',
    });

    const other = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
    const otherJwks = (await other.app.inject({ url: '/.well-known/jwks.json' })).body;
    await other.close();
    expect(await check(otherJwks, url)).toEqual({
      code: 1,
      out: 'Kan inte kontrolleras: nyckeln (kid) finns inte i nyckelmängden.',
    });

    // Made two years ago: past its year.
    const old =
      (await issueVerifyCode(
        site.t.app.answerSigner,
        power,
        new Date(Date.now() - 2 * 366 * 864e5),
      )) ?? '';
    expect(await check(jwks, old)).toEqual({
      code: 1,
      out: 'Utgången: koden kan inte längre kontrolleras. Be om en ny utskrift.',
    });

    expect(await check(jwks, 'inte-en-kod')).toEqual({
      code: 1,
      out: expect.stringMatching(/^Kan inte läsas: /),
    });
    // Six node processes: seconds each on a loaded machine.
  }, 60_000);
});
