import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createShellPage, prerenderedPageFile } from './shell-page';

/** A shell folder with its index.html (and, if given, its forrenderad.html). */
function shellDir(html: string, prerenderedHtml?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-shell-page-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  if (prerenderedHtml !== undefined) {
    writeFileSync(path.join(dir, prerenderedPageFile), prerenderedHtml);
  }
  return dir;
}

describe('createShellPage', () => {
  it('writes the deployment into the head as JSON data that cannot close its element', () => {
    const page = createShellPage(
      shellDir('<html><head><title>Fullmakt</title></head><body></body></html>'),
    );
    const html =
      page({
        deployment: {
          remotes: { mfe_info: '/x</script><script>alert(1)</script>/mf-manifest.json' },
          prefixes: { mfe_info: ['/'] },
        },
      }) ?? '';
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
    const json =
      /<script type="application\/json" id="fullmakt-remotes">(.*?)<\/script><\/head>/.exec(
        html,
      )?.[1] ?? '';
    expect(JSON.parse(json).remotes.mfe_info).toBe(
      '/x</script><script>alert(1)</script>/mf-manifest.json',
    );
  });

  it('writes the runtime config as a second data block, and leaves it out when unknown', () => {
    const page = createShellPage(shellDir('<html><head></head><body></body></html>'));
    const html =
      page({ deployment: { remotes: {}, prefixes: {} }, config: { env: 'test', login: true } }) ??
      '';
    expect(html).toContain(
      '<script type="application/json" id="fullmakt-konfiguration">{"env":"test","login":true}</script></head>',
    );
    expect(page({ deployment: { remotes: {}, prefixes: {} } })).not.toContain(
      'fullmakt-konfiguration',
    );
  });

  it('serves the page unchanged without a usable deployment, and nothing before the first build', () => {
    const html = '<html><head></head><body></body></html>';
    expect(createShellPage(shellDir(html))({ deployment: undefined })).toBe(html);
    expect(
      createShellPage('/finns/inte')({ deployment: { remotes: {}, prefixes: {} } }),
    ).toBeUndefined();
  });

  it('reads a redeployed index.html', () => {
    const dir = shellDir('<html><head></head><body>v1</body></html>');
    const page = createShellPage(dir);
    expect(page({ deployment: undefined })).toContain('v1');
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head></head><body>v2 med en längre text</body></html>',
    );
    expect(page({ deployment: undefined })).toContain('v2');
  });

  describe('beside a prerendered text', () => {
    const index =
      '<html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
    const prerenderedIndex =
      '<html><head><script defer src="/efter-forsta-malning.js" data-skript="/main.js"></script></head><body><div id="root"></div></body></html>';
    const data = {
      deployment: undefined,
      prerendered: '<div id="fullmakt-forrenderad"><p>Om oss</p></div>',
      preloads: '<link rel="stylesheet" href="/mfe/info/a.css">',
      preloadsAfterFirstPaint: '<link rel="preload" href="/mfe/info/remoteEntry.js" as="script">',
      scriptsAfterFirstPaint: true,
    };

    it("is the shell's forrenderad.html, the remote's scripts inert until the first paint and its style sheet linked", () => {
      const html = createShellPage(shellDir(index, prerenderedIndex))(data) ?? '';
      expect(html).toContain('data-skript="/main.js"');
      expect(html).not.toContain('<script defer src="/main.js">');
      expect(html).toContain(
        '<link rel="stylesheet" href="/mfe/info/a.css"><template data-efter-forsta-malning><link rel="preload" href="/mfe/info/remoteEntry.js" as="script"></template>',
      );
      expect(html).toContain('<p>Om oss</p></div><div id="root">');
    });

    it('is index.html with every preload at once when the shell release has no forrenderad.html', () => {
      const html = createShellPage(shellDir(index))(data) ?? '';
      expect(html).toContain('<script defer src="/main.js">');
      expect(html).not.toContain('<template');
      expect(html).toContain(
        '<link rel="stylesheet" href="/mfe/info/a.css"><link rel="preload" href="/mfe/info/remoteEntry.js" as="script">',
      );
    });

    it('is index.html for a page whose scripts start at once (no prerendered text, or a signed-in frame)', () => {
      const html =
        createShellPage(shellDir(index, prerenderedIndex))({
          ...data,
          preloadsAfterFirstPaint: undefined,
          scriptsAfterFirstPaint: false,
        }) ?? '';
      expect(html).toContain('<script defer src="/main.js">');
      expect(html).not.toContain('efter-forsta-malning');
    });
  });
});
