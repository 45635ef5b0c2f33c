import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { languageCookieName } from './page-language';

/** A site with the shell's page and the start page's prerendered text. */
function makeWebDir(): { webDir: string; deploymentFile: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-sprak-'));
  mkdirSync(path.join(webDir, 'shell'), { recursive: true });
  writeFileSync(
    path.join(webDir, 'shell', 'index.html'),
    '<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body><div id="root"></div></body></html>',
  );
  const info = path.join(webDir, 'mfe', 'info');
  mkdirSync(path.join(info, 'prerendered'), { recursive: true });
  writeFileSync(
    path.join(info, 'prerendered', '0.html'),
    '<div class="page start-page"><h1>Digitala fullmakter</h1></div>',
  );
  writeFileSync(
    path.join(info, 'prerendered.json'),
    JSON.stringify({ pages: { '/': { file: 'prerendered/0.html', title: 't', crumbs: {} } } }),
  );
  writeFileSync(
    path.join(info, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.0123abcd.js'] } } }],
    }),
  );
  const deploymentFile = path.join(webDir, 'remotes.json');
  writeFileSync(
    deploymentFile,
    JSON.stringify({ remotes: { mfe_info: '/mfe/info/mf-manifest.json' } }),
  );
  return { webDir, deploymentFile };
}

const cookie = languageCookieName(false);

describe('the language switch and the page language', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ ...makeWebDir(), logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves Swedish with the prerendered text when the browser chose nothing', async () => {
    const page = await app.inject('/');
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toContain('Digitala fullmakter');
  });

  it('keeps the choice in a cookie and sends the browser back to the page it was on', async () => {
    const answer = await app.inject('/sprak/en?till=/info/om-oss%3Fa%3D1%23b');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/info/om-oss?a=1#b');
    expect(answer.headers['cache-control']).toBe('no-store');
    const set = answer.cookies.find((c) => c.name === cookie);
    expect(set).toMatchObject({ value: 'en', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(set?.maxAge).toBe(400 * 24 * 60 * 60);
  });

  it('serves a page in the chosen language: <html lang>, and no Swedish prerendered text', async () => {
    const page = await app.inject({ url: '/', cookies: { [cookie]: 'en' } });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toContain('Digitala fullmakter');
    expect(page.headers.vary).toContain('Cookie');
    const back = await app.inject({ url: '/', cookies: { [cookie]: 'sv' } });
    expect(back.body).toContain('<html lang="sv">');
    expect(back.body).toContain('Digitala fullmakter');
  });

  it('never sends the browser to another site, and ignores a cookie it did not set', async () => {
    for (const till of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'x']) {
      const answer = await app.inject(`/sprak/en?till=${encodeURIComponent(till)}`);
      expect(answer.headers.location, till).toBe('/');
    }
    expect((await app.inject('/sprak/sv')).headers.location).toBe('/');
    const odd = await app.inject({ url: '/', cookies: { [cookie]: '"><script>' } });
    expect(odd.body).toContain('<html lang="sv">');
  });

  it('refuses a language the service does not have, in Swedish', async () => {
    const answer = await app.inject('/sprak/fi?till=/');
    expect(answer.statusCode).toBe(400);
    expect(answer.cookies.filter((c) => c.name === cookie)).toHaveLength(0);
    expect(answer.json()).toMatchObject({ meddelande: expect.stringMatching(/[a-zåäö]/) });
  });
});
