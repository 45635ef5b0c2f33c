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
      page({ remotes: { mfe_info: '/x</script><script>alert(1)</script>/mf-manifest.json' } }) ??
      '';
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

  it('serves the page unchanged without a usable deployment, and nothing before the first build', () => {
    const html = '<html><head></head><body></body></html>';
    expect(createShellPage(indexFile(html))(undefined)).toBe(html);
    expect(createShellPage('/finns/inte/index.html')({ remotes: {} })).toBeUndefined();
  });

  it('reads a redeployed index.html', () => {
    const file = indexFile('<html><head></head><body>v1</body></html>');
    const page = createShellPage(file);
    expect(page(undefined)).toContain('v1');
    writeFileSync(file, '<html><head></head><body>v2 med en längre text</body></html>');
    expect(page(undefined)).toContain('v2');
  });
});
