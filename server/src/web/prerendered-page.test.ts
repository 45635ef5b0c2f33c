import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { escapeHtml } from '../pages/html';
import { createPrerenderedPages } from './prerendered-page';
import { createShellPage } from './shell-page';
import type { WebLayout } from './web-layout';

const startHtml = '<div class="page start-page"><h1>Digitala fullmakter</h1></div>';
const omOssHtml = '<div class="page info-page"><h1>Om oss</h1><p>Box 4200</p></div>';

function deployed(pages: Record<string, string>, crumbs: Record<string, Record<string, string>>) {
  const root = mkdtempSync(path.join(tmpdir(), 'fullmakt-prerendered-'));
  const dir = path.join(root, 'mfe', 'info');
  mkdirSync(path.join(dir, 'prerendered'), { recursive: true });
  const index: Record<string, object> = {};
  Object.entries(pages).forEach(([pagePath, html], n) => {
    writeFileSync(path.join(dir, 'prerendered', `${n}.html`), html);
    index[pagePath] = { file: `prerendered/${n}.html`, title: 't', crumbs: crumbs[pagePath] ?? {} };
  });
  writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify({ pages: index }));
  const layout: WebLayout = {
    shellDir: path.join(root, 'shell'),
    remotes: [{ urlPrefix: '/mfe/info/', dir }],
  };
  return { layout, dir };
}

const deployment = {
  remotes: { mfe_info: '/mfe/info/mf-manifest.json' },
  prefixes: { mfe_info: ['/', '/info'] },
};
const frame = { config: { env: 'prod', login: true, privat: true } };
const log = { warn: vi.fn() };

describe('createPrerenderedPages', () => {
  it("puts the remote's prerendered text inside the shell's frame, with its breadcrumb trail", () => {
    const { layout } = deployed(
      { '/': startHtml, '/info/om-oss': omOssHtml },
      { '/info/om-oss': { '/info': 'Information', '/info/om-oss': 'Om oss' } },
    );
    const pages = createPrerenderedPages(layout, log);
    const start = pages(deployment, '/', frame) ?? '';
    expect(start).toContain(`<main class="app-main">${startHtml}</main>`);
    expect(start).toMatch(
      /^<div id="fullmakt-forrenderad" class="app-frame"><header class="site-header">/,
    );
    expect(start).not.toContain('class="breadcrumbs"');
    expect(start).toContain('<a class="button button--on-brand" href="/login">Logga in</a>');
    const omOss = pages(deployment, '/info/om-oss/', frame) ?? '';
    expect(omOss).toContain(
      '<ol><li><a href="/">Start</a></li><li><a href="/info">Information</a></li><li aria-current="page">Om oss</li></ol>',
    );
    expect(omOss).toContain(omOssHtml);
  });

  it('draws the header as the shell does for this deployment: environment label, role switch, login', () => {
    const { layout } = deployed({ '/': startHtml }, {});
    const pages = createPrerenderedPages(layout, log);
    const test = pages(deployment, '/', { config: { env: 'test', login: false, privat: false } });
    expect(test).toContain('<span class="environment-label">Miljö: test</span>');
    expect(test).not.toContain('role-switch');
    expect(test).not.toContain('Logga in');
    const prod = pages(deployment, '/', frame) ?? '';
    expect(prod).not.toContain('environment-label');
    expect(prod).toContain('aria-pressed="true">Företag</button>');
  });

  it('inserts nothing for a page without prerendered text or a remote it cannot read', () => {
    const { layout } = deployed({ '/': startHtml }, {});
    const pages = createPrerenderedPages(layout, log);
    expect(pages(deployment, '/info/finns-inte', frame)).toBeUndefined();
    expect(pages(deployment, '/privat', frame)).toBeUndefined();
    expect(pages(deployment, '/login', frame)).toBeUndefined();
    expect(pages(undefined, '/', frame)).toBeUndefined();
    const unserved = {
      remotes: { mfe_info: '/mfe/annan/mf-manifest.json' },
      prefixes: { mfe_info: ['/', '/info'] },
    };
    expect(pages(unserved, '/', frame)).toBeUndefined();
    // A key of the object prototype is not a page.
    expect(pages(deployment, '/info/constructor', frame)).toBeUndefined();
  });

  it.each([
    '<script>alert(1)</script>',
    '<p onclick="alert(1)">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://example.se"></iframe>',
    '<style>body{display:none}</style>',
    '<link rel="stylesheet" href="https://example.se/x.css">',
    '<form action="https://example.se"><button>x</button></form>',
  ])('refuses HTML that could run, load or post: %s', (html) => {
    const { layout } = deployed({ '/': `<h1>Start</h1>${html}` }, {});
    const warned = { warn: vi.fn() };
    expect(createPrerenderedPages(layout, warned)(deployment, '/', frame)).toBeUndefined();
    expect(warned.warn).toHaveBeenCalledOnce();
  });

  it('escapes the labels it writes itself', () => {
    const { layout } = deployed(
      { '/info/om-oss': omOssHtml },
      { '/info/om-oss': { '/info/om-oss': '<img src=x onerror=alert(1)>' } },
    );
    const html = createPrerenderedPages(layout, log)(deployment, '/info/om-oss', frame) ?? '';
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(escapeHtml(`"'&<>`)).toBe('&quot;&#39;&amp;&lt;&gt;');
  });

  it("keeps the user menu's place empty for a visitor who is probably signed in, without the login link", () => {
    const { layout } = deployed({ '/': startHtml }, {});
    const pages = createPrerenderedPages(layout, log);
    const signedIn = pages(deployment, '/', { ...frame, signedIn: true }) ?? '';
    expect(signedIn).toContain(startHtml);
    expect(signedIn).toContain('href="/info/kontakta-oss"');
    expect(signedIn).not.toContain('Logga in');
    expect(signedIn).toContain(
      '<span class="user-menu__toggle site-header__session-pending" aria-hidden="true"></span></nav>',
    );
    expect(pages(deployment, '/', { ...frame, signedIn: false })).toContain('Logga in');
  });

  it("reads an editor's redeploy of the remote on the next page", () => {
    const { layout, dir } = deployed({ '/': startHtml }, {});
    const pages = createPrerenderedPages(layout, log);
    expect(pages(deployment, '/', frame)).toContain('Digitala fullmakter');
    const file = path.join(dir, 'prerendered', '0.html');
    writeFileSync(file, '<h1>Ny rubrik</h1>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(pages(deployment, '/', frame)).toContain('<h1>Ny rubrik</h1>');
  });
});

describe('the shell page with prerendered text', () => {
  it("goes just before the shell's root, and a `$&` in the text stays text", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fullmakt-shell-'));
    const file = path.join(root, 'index.html');
    writeFileSync(file, '<html><head></head><body><div id="root"></div></body></html>');
    const html =
      createShellPage(root)({
        deployment: undefined,
        prerendered: '<div id="fullmakt-forrenderad"><p>Pris: $& och $1</p></div>',
        preloads: '<link rel="stylesheet" href="/mfe/info/a.css">',
      }) ?? '';
    expect(html).toBe(
      '<html><head><link rel="stylesheet" href="/mfe/info/a.css"></head><body>' +
        '<div id="fullmakt-forrenderad"><p>Pris: $& och $1</p></div><div id="root"></div></body></html>',
    );
  });
});
