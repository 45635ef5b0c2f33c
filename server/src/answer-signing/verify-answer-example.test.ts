import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { serverDir } from '../paths';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signedPrivatePower } from '../testing/signed-power';
import {
  exampleServer,
  expectShownOnDevelopersPage,
  runExample,
  type ExampleVerdict,
} from '../testing/run-example';
import { startTestApp } from '../testing/test-app';

/**
 * Issue 31 items 5 and 7: the offline example shown on the developers' page, run as a third
 * party would run it, with the key set and an answer fetched over HTTP from a listening
 * server; every verdict in Swedish, never a stack trace.
 */

const example = path.join(serverDir, 'examples', 'verify-answer.mjs');

describe('the offline verification example (issue 31)', () => {
  const site = exampleServer('verifiera-svar-');

  /** Reads a power as its grantor, over HTTP, with the app's clock at `at`. */
  async function answerAt(at: Date): Promise<{ body: string; signature: string }> {
    site.t.clock.now = new Date('2026-03-02T09:00:00Z');
    const power = await signedPrivatePower(site.t, p.anna, p.lena);
    site.t.clock.now = at;
    const url = fyllSokvag(API_ROUTES.fullmakt.path, {
      orgnummer: tredjemanId.fordonsverket,
      id: power.id,
    });
    const res = await fetch(`${site.base}${url}`, {
      headers: await site.t.authHeaders(p.anna, 'GET', url),
    });
    expect(res.status).toBe(200);
    return { body: await res.text(), signature: res.headers.get('fullmakt-signature') ?? '' };
  }

  async function verify(jwks: string, body: string, signature: string): Promise<ExampleVerdict> {
    const jwksFile = path.join(site.dir, 'jwks.json');
    const answerFile = path.join(site.dir, 'svar.json');
    writeFileSync(jwksFile, jwks);
    writeFileSync(answerFile, body);
    return runExample(example, [jwksFile, answerFile, signature]);
  }

  it('is at most 30 lines and shown whole on the developers page', () => {
    expectShownOnDevelopersPage(example);
  });

  it('says valid, altered, unknown key, expired or unreadable', async () => {
    const jwks = await (await fetch(`${site.base}/.well-known/jwks.json`)).text();
    const now = await answerAt(new Date());
    expect(await verify(jwks, now.body, now.signature)).toEqual({
      code: 0,
      out: expect.stringMatching(/^Giltigt: signerat \S+ med nyckeln svar-/),
    });

    const altered = now.body.replace('"giltigTom":"2026-12-31"', '"giltigTom":"2027-12-31"');
    expect(altered).not.toBe(now.body);
    expect(await verify(jwks, altered, now.signature)).toEqual({
      code: 1,
      out: 'Ogiltigt: svaret har ändrats efter att det signerades.',
    });

    // Another server's key set: the kid is not in it.
    const other = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
    const otherJwks = (await other.app.inject({ url: '/.well-known/jwks.json' })).body;
    await other.close();
    expect(await verify(otherJwks, now.body, now.signature)).toEqual({
      code: 1,
      out: 'Kan inte kontrolleras: nyckeln (kid) finns inte i nyckelmängden.',
    });

    const old = await answerAt(new Date(Date.now() - 25 * 3600 * 1000));
    expect(await verify(jwks, old.body, old.signature)).toEqual({
      code: 1,
      out: expect.stringMatching(/^Utgånget: svaret gällde till /),
    });

    expect(await verify(jwks, now.body, 'inte-en-signatur')).toEqual({
      code: 1,
      out: expect.stringMatching(/^Kan inte läsas: /),
    });
    expect(await verify(jwks, '{ trasig', now.signature)).toEqual({
      code: 1,
      out: expect.stringMatching(/^Kan inte läsas: /),
    });
    // Six node processes: seconds each on a loaded machine.
  }, 60_000);
});
