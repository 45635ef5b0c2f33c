import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createShellPage } from './shell-page';

function indexFile(html: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fullmakt-shell-page-')), 'index.html');
  writeFileSync(file, html);
  return file;
}

describe('createShellPage', () => {
  it('writes the deployment into the head as JSON data that cannot close its element', () => {
    const page = createShellPage(
      indexFile('<html><head><title>Fullmakt</title></head><body></body></html>'),
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
    const page = createShellPage(indexFile('<html><head></head><body></body></html>'));
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
    expect(createShellPage(indexFile(html))({ deployment: undefined })).toBe(html);
    expect(
      createShellPage('/finns/inte/index.html')({ deployment: { remotes: {}, prefixes: {} } }),
    ).toBeUndefined();
  });

  it('reads a redeployed index.html', () => {
    const file = indexFile('<html><head></head><body>v1</body></html>');
    const page = createShellPage(file);
    expect(page({ deployment: undefined })).toContain('v1');
    writeFileSync(file, '<html><head></head><body>v2 med en längre text</body></html>');
    expect(page({ deployment: undefined })).toContain('v2');
  });
});
