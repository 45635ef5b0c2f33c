// The production shape (issue 29 item 7): each remote on an origin of its own. The server
// fetches the routes each release declares (routes.json beside its manifest) from there in
// the background, and answers 404 for an address under a remote's prefix that none of them
// matches, as it does when it has the remote's folder itself. Until they have arrived, an
// address counts as a page (200): a real page must never answer 404.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { startRemoteOrigin, stopRemoteOrigins, type RemoteOrigin } from '../testing/remote-origin';
import { createKnownPage } from './known-page';

const infoRoutes = JSON.stringify({ routes: ['/', '/info', '/info/om-oss'] });
const privatRoutes = JSON.stringify({
  routes: ['/privat', '/privat/fullmaktsgivare', '/privat/fullmaktsgivare/skapa/mallar'],
});

const origins: RemoteOrigin[] = [];
afterEach(() => stopRemoteOrigins(origins));

async function origin(files: Record<string, string>): Promise<RemoteOrigin> {
  const remote = await startRemoteOrigin('not found', files);
  origins.push(remote);
  return remote;
}

/** A web folder with the shell's page and its declared routes, as a build leaves it. */
function shellDir(): { webDir: string; shellDir: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-known-page-'));
  const dir = path.join(webDir, 'shell');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ routes: ['/fel', '/login'] }));
  return { webDir, shellDir: dir };
}

describe('createKnownPage with remotes on origins of their own', () => {
  it("fetches the release's routes beside its manifest: unknown addresses are not pages once they are there", async () => {
    const info = await origin({ '/1.4.0/routes.json': infoRoutes });
    const privat = await origin({ '/2.0.1/routes.json': privatRoutes });
    const deployment = {
      remotes: {
        mfe_info: `${info.origin}/1.4.0/mf-manifest.json`,
        mfe_privat: `${privat.origin}/2.0.1/mf-manifest.json`,
      },
      prefixes: { mfe_info: ['/', '/info'], mfe_privat: ['/privat'] },
    };
    const warn = vi.fn();
    const knownPage = createKnownPage({ shellDir: shellDir().shellDir, remotes: [] }, { warn });
    // Before the routes have arrived: a page (the first call starts the fetch, never waits).
    expect(knownPage(deployment, '/info/finns-inte')).toBe(true);
    expect(knownPage(deployment, '/privat/finns-inte')).toBe(true);
    await vi.waitFor(() => expect(knownPage(deployment, '/info/finns-inte')).toBe(false));
    await vi.waitFor(() => expect(knownPage(deployment, '/privat/finns-inte')).toBe(false));
    for (const pagePath of ['/', '/info', '/info/om-oss', '/privat/fullmaktsgivare', '/login']) {
      expect(knownPage(deployment, pagePath), pagePath).toBe(true);
    }
    expect(knownPage(deployment, '/privat/fullmaktsgivare/finns-inte')).toBe(false);
    expect(info.requests.map((request) => request.url)).toEqual(['/1.4.0/routes.json']);
    expect(privat.requests.map((request) => request.url)).toEqual(['/2.0.1/routes.json']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warm fetches every remote origin’s routes before the first visitor', async () => {
    const info = await origin({ '/1.4.0/routes.json': infoRoutes });
    const deployment = {
      remotes: { mfe_info: `${info.origin}/1.4.0/mf-manifest.json` },
      prefixes: { mfe_info: ['/', '/info'] },
    };
    const knownPage = createKnownPage(
      { shellDir: shellDir().shellDir, remotes: [] },
      { warn: vi.fn() },
    );
    knownPage.warm(deployment);
    await vi.waitFor(() => expect(info.requests).toHaveLength(1));
    await vi.waitFor(() => expect(knownPage(deployment, '/info/finns-inte')).toBe(false));
    expect(knownPage(deployment, '/info/om-oss')).toBe(true);
  });

  it('counts every address as a page while the routes cannot be fetched or parsed', async () => {
    const info = await origin({ '/1.4.0/routes.json': '{"routes": "/info"}' });
    const deployment = {
      remotes: { mfe_info: `${info.origin}/1.4.0/mf-manifest.json` },
      prefixes: { mfe_info: ['/', '/info'] },
    };
    const warn = vi.fn();
    const knownPage = createKnownPage({ shellDir: shellDir().shellDir, remotes: [] }, { warn });
    expect(knownPage(deployment, '/info/finns-inte')).toBe(true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(knownPage(deployment, '/info/finns-inte')).toBe(true);
  });
});

describe('the server with remotes on origins of their own: a page that does not exist', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers 200 until the routes have arrived, then 404 with the same page for an unknown address and 200 for each declared one', async () => {
    // The origins are up, but their releases' routes.json are not there yet.
    const info = await origin({});
    const privat = await origin({});
    const { webDir } = shellDir();
    const deploymentFile = path.join(webDir, 'remotes.json');
    writeFileSync(
      deploymentFile,
      JSON.stringify({
        remotes: {
          mfe_info: { manifest: `${info.origin}/1.4.0/mf-manifest.json`, prefixes: ['/', '/info'] },
          mfe_privat: {
            manifest: `${privat.origin}/2.0.1/mf-manifest.json`,
            prefixes: ['/privat'],
          },
        },
      }),
    );
    app = await buildApp({ webDir, deploymentFile, logLevel: 'silent', remoteWarmEveryMs: 100 });
    await app.ready();
    await vi.waitFor(() =>
      expect(info.requests.map((request) => request.url)).toContain('/1.4.0/routes.json'),
    );
    for (const url of ['/info/finns-inte', '/privat/finns-inte']) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }

    // The releases' routes are there: the warm-up fetches them again, no visitor needed.
    info.files.set('/1.4.0/routes.json', infoRoutes);
    privat.files.set('/2.0.1/routes.json', privatRoutes);
    const server = app;
    await vi.waitFor(
      async () => {
        expect((await server.inject('/info/finns-inte')).statusCode).toBe(404);
        expect((await server.inject('/privat/finns-inte')).statusCode).toBe(404);
      },
      { timeout: 12_000, interval: 200 },
    );
    for (const url of ['/info/finns-inte', '/privat/finns-inte', '/privat/fullmaktsgivare/x']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('<title>Fullmakt</title>');
      expect(page.headers['content-type'], url).toContain('text/html');
    }
    for (const url of [
      '/',
      '/info',
      '/info/om-oss',
      '/privat',
      '/privat/fullmaktsgivare',
      '/privat/fullmaktsgivare/skapa/mallar',
      '/login',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
  }, 20_000);
});

describe('the server with a released remote on its own releases base (issue 29 item 2, the production shape)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('resolves its release on its origin: warm-up, declared routes, /remotes.json and the CSP', async () => {
    const info = await origin({ '/1.4.0/routes.json': infoRoutes });
    const { webDir } = shellDir();
    const deploymentFile = path.join(webDir, 'remotes.json');
    writeFileSync(
      deploymentFile,
      JSON.stringify({
        remotes: {
          mfe_info: {
            releases: info.origin,
            stable: '1.4.0',
            previous: ['1.3.0'],
            prefixes: ['/', '/info'],
          },
        },
      }),
    );
    app = await buildApp({ webDir, deploymentFile, logLevel: 'silent', remoteWarmEveryMs: 100 });
    await app.ready();
    // The warm-up asks its origin for the release's manifest and routes, `<base>/<version>/…`.
    await vi.waitFor(() => {
      const asked = info.requests.map((request) => request.url);
      expect(asked).toContain('/1.4.0/routes.json');
      expect(asked).toContain('/1.4.0/mf-manifest.json');
    });
    const server = app;
    await vi.waitFor(async () =>
      expect((await server.inject('/info/finns-inte')).statusCode).toBe(404),
    );
    expect((await app.inject('/info/om-oss')).statusCode).toBe(200);
    const served = (await app.inject('/remotes.json')).json<{ remotes: Record<string, string> }>();
    expect(served.remotes).toEqual({ mfe_info: `${info.origin}/1.4.0/mf-manifest.json` });
    const policy = String((await app.inject('/info/om-oss')).headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`script-src [^;]*${info.origin.replaceAll('.', '\\.')}`));
  }, 20_000);
});
