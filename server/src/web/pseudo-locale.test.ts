import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { secureXsrfCookie } from '../core/xsrf';
import { languageCookieName } from './page-language';

/** A site with the shell's page only: what the pseudo-locale changes is `<html lang>`. */
function makeWebDir(): { webDir: string; deploymentFile: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-pseudo-'));
  mkdirSync(path.join(webDir, 'shell'), { recursive: true });
  writeFileSync(
    path.join(webDir, 'shell', 'index.html'),
    '<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body><div id="root"></div></body></html>',
  );
  const deploymentFile = path.join(webDir, 'remotes.json');
  writeFileSync(deploymentFile, JSON.stringify({ remotes: {} }));
  return { webDir, deploymentFile };
}

/** A refusal of the API, to read the language of the server's own texts. */
async function refusal(app: FastifyInstance, cookie: string): Promise<string> {
  const xsrf = app.deps.xsrf.issue();
  const xsrfCookie = app.deps.settings.secureCookies ? secureXsrfCookie : 'XSRF-TOKEN';
  const answer = await app.inject({
    method: 'POST',
    url: '/api/verifiera',
    headers: { cookie: `${cookie}; ${xsrfCookie}=${xsrf}`, 'x-xsrf-token': xsrf },
    payload: { kod: 3 },
  });
  return (answer.json() as { meddelande: string }).meddelande;
}

describe('the pseudo-locale (issue 33 item 5)', () => {
  describe('outside production', () => {
    let app: FastifyInstance;
    const cookie = languageCookieName(false);
    beforeAll(async () => {
      app = await buildApp({ ...makeWebDir(), logLevel: 'silent' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('writes <html lang="en-XA"> for the cookie en-XA, on every page', async () => {
      for (const url of ['/login', '/privat/fullmaktsgivare', '/finns-inte']) {
        const page = await app.inject({ url, cookies: { [cookie]: 'en-XA' } });
        expect(page.body).toContain('<html lang="en-XA">');
        expect(page.headers.vary).toContain('Cookie');
      }
    });

    it('serves everything else as English: the API answers in English', async () => {
      expect(await refusal(app, `${cookie}=en-XA`)).toBe('The power of attorney is not valid.');
    });

    it('leaves a page in a language of the service as it was', async () => {
      const english = await app.inject({ url: '/login', cookies: { [cookie]: 'en' } });
      expect(english.body).toContain('<html lang="en">');
      const swedish = await app.inject({ url: '/login' });
      expect(swedish.body).toContain('<html lang="sv">');
      // Only the cookie asks for it: the page's own text is never read as a tag.
      const asked = await app.inject({
        url: '/login?lang=en-XA',
        headers: { 'accept-language': 'en-XA' },
      });
      expect(asked.body).toContain('<html lang="sv">');
    });
  });

  describe('in production', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp({ ...makeWebDir(), logLevel: 'silent', settings: { production: true } });
    });
    afterAll(async () => {
      await app.close();
    });

    it('ignores the cookie, under either name: the page is Swedish, as for any unknown value', async () => {
      for (const cookie of [languageCookieName(true), languageCookieName(false)]) {
        const page = await app.inject({
          url: '/login',
          headers: { 'x-forwarded-proto': 'https' },
          cookies: { [cookie]: 'en-XA' },
        });
        expect(page.body).toContain('<html lang="sv">');
        expect(page.body).not.toContain('en-XA');
      }
      expect(await refusal(app, `${languageCookieName(true)}=en-XA`)).toBe(
        'Fullmakten är ogiltig.',
      );
    });
  });
});
