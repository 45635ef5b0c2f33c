import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { prerenderedPageFile } from './shell-page';

const css = '.lead{font-size:1.25rem}';

/** A deploy whose mfe-info prerenders the start page, and a shell built with both pages. */
function makeWebDir(): { webDir: string; deploymentFile: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-first-paint-'));
  const shell = path.join(webDir, 'shell');
  mkdirSync(shell, { recursive: true });
  const page = (head: string) =>
    `<!doctype html><html lang="sv"><head><title>Fullmakt</title>${head}</head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(shell, 'index.html'), page('<script defer src="/main.js"></script>'));
  writeFileSync(
    path.join(shell, prerenderedPageFile),
    page('<script defer src="/efter-forsta-malning.js" data-skript="/main.js"></script>'),
  );
  const info = path.join(webDir, 'mfe', 'info');
  mkdirSync(path.join(info, 'prerendered'), { recursive: true });
  writeFileSync(path.join(info, 'prerendered', '0.html'), '<h1>Digitala fullmakter</h1>');
  writeFileSync(
    path.join(info, 'prerendered.json'),
    JSON.stringify({ pages: { '/': { file: 'prerendered/0.html', title: 't', crumbs: {} } } }),
  );
  writeFileSync(
    path.join(info, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './routes',
          assets: { js: { sync: ['routes.0123abcd.js'] }, css: { sync: ['routes.0123abcd.css'] } },
        },
      ],
    }),
  );
  writeFileSync(path.join(info, 'routes.0123abcd.css'), css);
  const deploymentFile = path.join(webDir, 'remotes.json');
  writeFileSync(
    deploymentFile,
    JSON.stringify({ remotes: { mfe_info: '/mfe/info/mf-manifest.json' } }),
  );
  return { webDir, deploymentFile };
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
