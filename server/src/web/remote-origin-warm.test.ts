import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { startRemoteOrigin, stopRemoteOrigins, type RemoteOrigin } from '../testing/remote-origin';
import { freePort } from '../testing/server-process';

/**
 * The production shape (issue 30): mfe-info on an origin of its own that was not up when the
 * server started (nginx comes after the server processes). The server fetches its manifest
 * prerendered pages and first-paint style sheet again by itself, without waiting for a
 * visitor, so the first page it serves after the origin is up already links the remote's
 * files and carries the text and the style sheet.
 */
const manifest = JSON.stringify({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['routes.1a2b3c4d.js'] }, css: { sync: ['routes.1a2b3c4d.css'] } },
    },
  ],
});

describe('remotes on origins of their own, fetched before any visitor', () => {
  let app: FastifyInstance;
  const origins: RemoteOrigin[] = [];
  afterEach(async () => {
    await app.close();
    await stopRemoteOrigins(origins);
  });

  it('fetches an origin that was down at start a moment after it comes up, with no page asked', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/1.0.0/`;
    const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-warm-'));
    mkdirSync(path.join(webDir, 'shell'), { recursive: true });
    writeFileSync(
      path.join(webDir, 'shell', 'index.html'),
      '<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body><div id="root"></div></body></html>',
    );
    const deploymentFile = path.join(webDir, 'remotes.json');
    writeFileSync(
      deploymentFile,
      JSON.stringify({
        remotes: { mfe_info: { manifest: `${base}mf-manifest.json`, prefixes: ['/', '/info'] } },
      }),
    );
    app = await buildApp({ webDir, deploymentFile, logLevel: 'silent', remoteWarmEveryMs: 100 });
    await app.ready();

    // The origin comes up after the server: nobody asks for a page meanwhile.
    const origin = await startRemoteOrigin('{}', {
      '/1.0.0/mf-manifest.json': manifest,
      '/1.0.0/prerendered.json': JSON.stringify({
        pages: { '/info/om-oss': { file: 'prerendered/3.html', title: 'Om oss', crumbs: {} } },
      }),
      '/1.0.0/prerendered/3.html': '<div class="page"><h1>Om oss</h1></div>',
      '/1.0.0/routes.1a2b3c4d.css': '.page{max-width:40rem}',
    });
    origins.push(origin);
    origin.server.close();
    await new Promise<void>((resolve) => origin.server.listen(port, '127.0.0.1', resolve));
    await vi.waitFor(
      () =>
        expect(origin.requests.map((request) => request.url)).toEqual(
          expect.arrayContaining([
            '/1.0.0/mf-manifest.json',
            '/1.0.0/prerendered/3.html',
            '/1.0.0/routes.1a2b3c4d.css',
          ]),
        ),
      { timeout: 5_000 },
    );
    const page = await app.inject('/info/om-oss');
    expect(page.body).toContain(`<link rel="preload" href="${base}remoteEntry.js" as="script">`);
    // The style sheet its first paint needs is written in: no connection to the origin first.
    expect(page.body).toContain('<style>.page{max-width:40rem}</style>');
    expect(page.body).not.toContain(`href="${base}routes.1a2b3c4d.css"`);
    expect(page.body).toContain('<h1>Om oss</h1>');
  });
});
