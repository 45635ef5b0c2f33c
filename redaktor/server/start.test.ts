// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './publish.mjs';

/**
 * Issue 34: where the editors' backend is configured, the editor app is served, on an
 * origin of its own: locally and in the e2e by this server (start.mjs, Decap's local backend
 * in git mode), in production as static files with a backend.json on the agency's editor
 * origin. The citizens' server never serves it (server/src/web/redaktor-absent.test.ts).
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const editorPage = '<!doctype html><title>Redaktör</title>';
let work = '';
let editor: ChildProcess | undefined;
let origin = '';
let backendPort = 0;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'fullmakt-redaktor-start-'));
  // The built app (a stand-in: the test does not build Decap) and a clean git work tree.
  const dist = path.join(work, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), editorPage);
  writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.info(1);');
  const repo = path.join(work, 'innehall');
  mkdirSync(repo);
  writeFileSync(path.join(repo, 'README.md'), 'innehåll\n');
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '.'],
    ['-c', 'user.name=t', '-c', 'user.email=t@example.se', 'commit', '-qm', 'innehåll'],
  ]) {
    expect(spawnSync('git', args, { cwd: repo }).status).toBe(0);
  }
  const port = await freePort();
  backendPort = await freePort();
  origin = `http://localhost:${port}`;
  editor = spawn(process.execPath, [path.join(repoRoot, 'redaktor', 'server', 'start.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      FULLMAKT_REDAKTOR_DIST: dist,
      FULLMAKT_REDAKTOR_REPO: repo,
      FULLMAKT_REDAKTOR_PORT: String(port),
      FULLMAKT_REDAKTOR_BACKEND_PORT: String(backendPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await vi.waitFor(
    async () => {
      expect(editor?.exitCode).toBeNull();
      expect((await fetch(`${origin}/redaktor/backend.json`)).status).toBe(200);
    },
    { timeout: 20_000, interval: 200 },
  );
}, 30_000);

afterAll(() => {
  editor?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

describe('the editor app on its own origin, its backend configured (issue 34)', () => {
  it('serves the app at /redaktor/ and says which backend it has', async () => {
    const bare = await fetch(`${origin}/redaktor`, { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/redaktor/');
    const app = await fetch(`${origin}/redaktor/`);
    expect(app.status).toBe(200);
    expect(app.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await app.text()).toBe(editorPage);
    expect((await fetch(`${origin}/redaktor/main.0123abcd.js`)).status).toBe(200);
    const backend = await fetch(`${origin}/redaktor/backend.json`);
    expect(await backend.json()).toEqual({
      kind: 'local',
      apiUrl: `http://localhost:${backendPort}/api/v1`,
      publishUrl: '/redaktor/api/publicera',
    });
  });

  it('serves nothing else', async () => {
    expect((await fetch(`${origin}/redaktor/finns-inte.js`)).status).toBe(404);
    expect((await fetch(`${origin}/`)).status).toBe(404);
  });
});
