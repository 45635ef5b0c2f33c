import { PassThrough } from 'node:stream';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { startTestApp, type TestApp } from '../testing/test-app';
import { browserErrorPath } from './browser-error-routes';

describe('browser errors reported to the server', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      logLevel: 'warn',
      logStream,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const report = (payload: object, remoteAddress = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: browserErrorPath, payload, remoteAddress });
  const reported = () => lines.filter((l) => l.msg === 'Fel i webbläsaren').map((l) => l.webbfel);

  it('logs an uncaught error without personal data: no identity number, no query or fragment', async () => {
    const res = await report({
      typ: 'fel',
      meddelande: `TypeError: kunde inte läsa ${p.anna} (19780312-2386)`,
      sida: `http://localhost:8080/privat/fullmaktsgivare/fullmakt?id=f1&pnr=${p.anna}#kod=hemlig`,
      kalla: 'http://localhost:8080/mfe/privat/static/js/routes.abc123.js?v=1',
      rad: 12,
      kolumn: 40,
    });
    expect(res.statusCode).toBe(204);
    expect(reported().at(-1)).toEqual({
      typ: 'fel',
      meddelande: 'TypeError: kunde inte läsa [id] ([id])',
      sida: '/privat/fullmaktsgivare/fullmakt',
      kalla: '/mfe/privat/static/js/routes.abc123.js',
      rad: 12,
      kolumn: 40,
    });
    expect(JSON.stringify(lines)).not.toContain(p.anna);
    expect(JSON.stringify(lines)).not.toContain('hemlig');
  });

  it('masks every form of an identity number and every token, as the server log does', async () => {
    const idToken =
      'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxOTc4MDMxMjIzODYifQ.MEUCIQDx3mZ0r9Qf8sV4yLk2nW7pA1bC5dE6fG7hI8jK9lM0nO';
    const res = await report({
      typ: 'avvisat-lofte',
      meddelande: `Fel för pnr197803122386, 19780312 2386 och 780312+2386: ${idToken}`,
      sida: 'http://localhost:8080/signeringstjanst/q2Xr9LkPz0-Vb7Nw_Yt4Hs1Jd6Fg3Mc8',
    });
    expect(res.statusCode).toBe(204);
    expect(reported().at(-1)).toEqual({
      typ: 'avvisat-lofte',
      meddelande: 'Fel för pnr[id], [id] och [id]: [token]',
      sida: '/signeringstjanst/[token]',
    });
  });

  it('logs a remote that did not load and a CSP violation by origin and path', async () => {
    await report({
      typ: 'fjarrmodul',
      meddelande: 'ScriptExternalLoadError: Loading script failed',
      sida: '/organisation',
      fjarrmodul: 'mfe_organisation',
    });
    await report({
      typ: 'csp',
      meddelande: 'script-src',
      sida: '/',
      kalla: 'https://cdn.example.com/x.js?token=abc',
      direktiv: 'script-src-elem',
    });
    expect(reported().slice(-2)).toEqual([
      {
        typ: 'fjarrmodul',
        meddelande: 'ScriptExternalLoadError: Loading script failed',
        sida: '/organisation',
        fjarrmodul: 'mfe_organisation',
      },
      {
        typ: 'csp',
        meddelande: 'script-src',
        sida: '/',
        kalla: 'https://cdn.example.com/x.js',
        direktiv: 'script-src-elem',
      },
    ]);
  });

  it('refuses what is not a report, and a report too large', async () => {
    expect((await report({ typ: 'annat', meddelande: 'x', sida: '/' })).statusCode).toBe(400);
    expect((await report({ typ: 'fel', meddelande: 'x'.repeat(5000), sida: '/' })).statusCode).toBe(
      413,
    );
  });

  it('takes at most 30 reports a minute from one address', async () => {
    const address = '198.51.100.77';
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push((await report({ typ: 'fel', meddelande: 'x', sida: '/' }, address)).statusCode);
    }
    expect(answers.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
