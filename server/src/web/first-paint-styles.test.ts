import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createFirstPaintStyles } from './first-paint-styles';
import { startRemoteOrigin, stopRemoteOrigins } from '../testing/remote-origin';

const log = { warn: vi.fn() };

function layoutWith(files: Record<string, string>) {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'fullmakt-styles-')), 'info');
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
  }
  return { shellDir: '/finns-inte', remotes: [{ urlPrefix: '/mfe/info/', dir }] };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('createFirstPaintStyles', () => {
  it("gives a remote's style sheet with the CSP source of exactly its text", () => {
    const styles = createFirstPaintStyles(layoutWith({ 'a.0123abcd.css': 'p{margin:0}' }), log);
    expect(styles('/mfe/info/a.0123abcd.css')).toEqual({
      css: 'p{margin:0}',
      cspSource: sha256('p{margin:0}'),
    });
  });

  it('never writes in a sheet that could close its element, one that is too large, or a file outside a remote', () => {
    const styles = createFirstPaintStyles(
      layoutWith({
        'a.css': 'p{content:"</style><script>"}',
        'b.css': `p{margin:0}${' '.repeat(20_000)}`,
      }),
      log,
    );
    expect(styles('/mfe/info/a.css')).toBeUndefined();
    expect(styles('/mfe/info/b.css')).toBeUndefined();
    expect(styles('/mfe/info/finns-inte.css')).toBeUndefined();
    expect(styles('/mfe/info/../../etc/passwd')).toBeUndefined();
  });

  it("fetches a sheet on a remote's own origin in the background: linked first, written in once here", async () => {
    const remote = await startRemoteOrigin('', { '/v1/a.0123abcd.css': 'h1{color:navy}' });
    try {
      const styles = createFirstPaintStyles(layoutWith({}), log);
      const url = `${remote.origin}/v1/a.0123abcd.css`;
      expect(styles(url)).toBeUndefined();
      await vi.waitFor(() => expect(styles(url)?.css).toBe('h1{color:navy}'));
    } finally {
      await stopRemoteOrigins([remote]);
    }
  });
});
