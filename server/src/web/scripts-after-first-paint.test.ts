import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { makeInfoSite } from '../testing/info-site';

const css = '.lead{font-size:1.25rem}';

/** A deploy whose mfe-info prerenders the start page, and a shell built with both pages. */
function makeWebDir(): { webDir: string; deploymentFile: string } {
  const page = (head: string) =>
    `<!doctype html><html lang="sv"><head><title>Fullmakt</title>${head}</head><body><div id="root"></div></body></html>`;
  return makeInfoSite({
    name: 'first-paint',
    shell: {
      index: page('<script defer src="/main.js"></script>'),
      prerendered: page(
        '<script defer src="/efter-forsta-malning.js" data-skript="/main.js"></script>',
      ),
    },
    pages: { '/': '<h1>Digitala fullmakter</h1>' },
    css,
  });
}

describe("a prerendered page's scripts", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ ...makeWebDir(), logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('wait for the first paint of a visitor without a session: only the style sheets come at once', async () => {
    const page = await app.inject('/');
    const html = page.body;
    expect(html).toContain('data-skript="/main.js"');
    expect(html).not.toContain('<script defer src="/main.js">');
    // The remote's style sheet is written in (no connection before the paint), and the
    // policy allows exactly it.
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('routes.0123abcd.css');
    const hash = createHash('sha256').update(css).digest('base64');
    expect(page.headers['content-security-policy']).toMatch(
      new RegExp(`style-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    const inert = /<template data-efter-forsta-malning>(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(inert).toContain('href="/mfe/info/remoteEntry.js"');
    expect(inert).toContain('href="/mfe/info/routes.0123abcd.js"');
    expect(inert).toContain('href="/mfe/info/mf-manifest.json"');
    expect(html.replace(inert, '')).not.toContain('rel="preload"');
  });

  it('start at once for a signed-in visitor, whose page is a frame its data fills', async () => {
    const page = await app.inject({ url: '/', headers: { cookie: '_session=x' } });
    const html = page.body;
    expect(html).toContain('<script defer src="/main.js">');
    expect(html).toContain('<link rel="stylesheet" href="/mfe/info/routes.0123abcd.css">');
    expect(page.headers['content-security-policy']).not.toContain('sha256-');
    expect(html).not.toContain('<template');
    expect(html).toContain('<link rel="preload" href="/mfe/info/remoteEntry.js" as="script">');
  });
});
