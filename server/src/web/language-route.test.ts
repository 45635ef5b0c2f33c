import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { makeInfoSite } from '../testing/info-site';
import { languageCookieName } from './page-language';

/** A site with the shell's page, and the start page and one information page in both languages. */
function makeWebDir(): { webDir: string; deploymentFile: string } {
  return makeInfoSite({
    name: 'sprak',
    shell: {
      index:
        '<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body><div id="root"></div></body></html>',
      routes: ['/login'],
    },
    pages: {
      '/': '<div class="page start-page"><h1>Digitala fullmakter</h1></div>',
      '/en': '<div class="page start-page"><h1>Digital powers of attorney</h1></div>',
      '/info/om-oss': '<div class="page"><h1>Om oss</h1></div>',
      '/en/info/om-oss': '<div class="page"><h1>About us</h1></div>',
      '/info/bara-svenska': '<div class="page"><h1>Bara på svenska</h1></div>',
    },
    routes: ['/', '/info/om-oss', '/en', '/en/info/om-oss', '/info/bara-svenska'],
  });
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
    const url = '/info/bara-svenska';
    const page = await app.inject({ url, cookies: { [cookie]: 'en' } });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toContain('Bara på svenska');
    expect(page.headers.vary).toContain('Cookie');
    const back = await app.inject({ url, cookies: { [cookie]: 'sv' } });
    expect(back.body).toContain('<html lang="sv">');
    expect(back.body).toContain('Bara på svenska');
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

  it('serves an English information page in English with its English text, and keeps the choice', async () => {
    const page = await app.inject('/en/info/om-oss');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>About us</h1>');
    expect(page.body).not.toContain('<h1>Om oss</h1>');
    // The header in English: the start page and the contact page at their English addresses,
    // the switch to the same page in Swedish.
    expect(page.body).toContain('href="/en/info/kontakta-oss">Contact us</a>');
    expect(page.body).toContain(
      '<a href="/sprak/sv?till=%2Finfo%2Fom-oss" lang="sv" hreflang="sv">Svenska</a>',
    );
    expect(page.cookies.find((c) => c.name === cookie)).toMatchObject({ value: 'en' });
    const again = await app.inject({ url: '/en', cookies: { [cookie]: 'en' } });
    expect(again.body).toContain('Digital powers of attorney');
    expect(again.cookies.filter((c) => c.name === cookie)).toHaveLength(0);
  });

  it('links each information page to itself in every language (hreflang), and no flow', async () => {
    const page = await app.inject('/info/om-oss');
    const origin = 'http://localhost:8080';
    expect(page.body).toContain(
      `<link rel="alternate" hreflang="sv" href="${origin}/info/om-oss"><link rel="alternate" hreflang="en" href="${origin}/en/info/om-oss"><link rel="alternate" hreflang="x-default" href="${origin}/info/om-oss">`,
    );
    expect((await app.inject('/en')).body).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/en">`,
    );
    expect((await app.inject('/login')).body).not.toContain('hreflang="en" href=');
    expect((await app.inject('/info/finns-inte')).body).not.toContain('rel="alternate"');
  });

  it('sends a browser that chose English from a Swedish information page to its English page', async () => {
    const answer = await app.inject({ url: '/info/om-oss?x=1', cookies: { [cookie]: 'en' } });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/en/info/om-oss?x=1');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.vary).toContain('Cookie');
    const start = await app.inject({ url: '/', cookies: { [cookie]: 'en' } });
    expect(start.headers.location).toBe('/en');
    // A page the English site does not have stays where it is, in the language chosen.
    const only = await app.inject({ url: '/info/bara-svenska', cookies: { [cookie]: 'en' } });
    expect(only.statusCode).toBe(200);
    expect(only.body).toContain('<html lang="en">');
    // The flows keep their address in every language.
    const flow = await app.inject({ url: '/login', cookies: { [cookie]: 'en' } });
    expect(flow.statusCode).toBe(200);
    expect(flow.body).toContain('<html lang="en">');
  });

  it('serves the Swedish page to a browser that chose Swedish, on the Swedish address only', async () => {
    const page = await app.inject({ url: '/info/om-oss', cookies: { [cookie]: 'sv' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Om oss</h1>');
    expect(page.body).toContain(
      '<a href="/sprak/en?till=%2Fen%2Finfo%2Fom-oss" lang="en" hreflang="en">English</a>',
    );
    expect(page.body).toContain('href="/info/kontakta-oss">Kontakta oss</a>');
  });
});
