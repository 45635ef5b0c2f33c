import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';

function makeWebDir(): { webDir: string; deploymentFile: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-web-'));
  mkdirSync(path.join(webDir, 'shell'), { recursive: true });
  writeFileSync(
    path.join(webDir, 'shell', 'index.html'),
    '<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body></body></html>',
  );
  writeFileSync(path.join(webDir, 'shell', 'main.0123abcd.js'), 'console.info(1)');
  writeFileSync(path.join(webDir, 'shell', 'main.0123abcd.js.map'), '{"version":3}');
  writeFileSync(
    path.join(webDir, 'shell', 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  for (const name of ['info', 'privat', 'organisation', 'ombud']) {
    const dir = path.join(webDir, 'mfe', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
    writeFileSync(path.join(dir, 'remoteEntry.js'), '/* entry */');
    writeFileSync(path.join(dir, 'routes.89abcdef.js'), '/* chunk */');
    writeFileSync(path.join(dir, 'routes.89abcdef.js.map'), '{"version":3}');
  }
  const deploymentFile = path.join(webDir, 'remotes.json');
  writeFileSync(
    deploymentFile,
    JSON.stringify({
      remotes: {
        mfe_info: '/mfe/info/mf-manifest.json',
        mfe_privat: 'https://cdn.example.se/privat/mf-manifest.json',
        mfe_organisation: '/mfe/organisation/mf-manifest.json',
        mfe_ombud: '/mfe/ombud/mf-manifest.json',
      },
    }),
  );
  return { webDir, deploymentFile };
}

describe('web plugin', () => {
  let app: FastifyInstance;
  let dirs: ReturnType<typeof makeWebDir>;

  beforeAll(async () => {
    dirs = makeWebDir();
    app = await buildApp({ ...dirs, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
  });

  it("names the shell's icon on the server's own pages, and serves it", async () => {
    const page = await app.inject('/api/docs');
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"/.exec(page.body)?.[1];
    expect(href).toBe('/favicon.svg');
    const icon = await app.inject(href ?? '');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('serves the deployment file as /remotes.json without caching', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    // Private: with a canary the answer depends on the browser's cohort (canary.test.ts).
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json().remotes.mfe_info).toBe('/mfe/info/mf-manifest.json');
  });

  it('serves a remote manifest uncached and its hashed assets as immutable, for any origin', async () => {
    const manifest = await app.inject('/mfe/info/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await app.inject('/mfe/info/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject('/mfe/info/routes.89abcdef.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the root and deep links with the shell, and unknown files with 404', async () => {
    const root = await app.inject('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Fullmakt</title>');
    expect(root.headers['cache-control']).toBe('private, no-cache');
    const page = await app.inject('/privat/fullmaktsgivare/skapa/mallar');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Fullmakt</title>');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // The deployment travels in the page itself, as data the CSP allows (never run).
    expect(page.body).toContain(
      '<script type="application/json" id="fullmakt-remotes">{"remotes":{',
    );
    // So does the runtime config, exactly as GET /api/konfiguration answers it.
    const config = (await app.inject('/api/konfiguration')).json<unknown>();
    expect(page.body).toContain(
      `<script type="application/json" id="fullmakt-konfiguration">${JSON.stringify(config)}</script>`,
    );
    // And how the maintenance file answers (here: no file, 404).
    const driftinfo = await app.inject('/driftinfo/driftinfo.json');
    expect(page.body).toContain(
      `<script type="application/json" id="fullmakt-driftinfo">{"status":${driftinfo.statusCode}}</script>`,
    );
    expect(page.body).toContain('https://cdn.example.se/privat/mf-manifest.json');
    expect(page.body.indexOf('fullmakt-remotes')).toBeLessThan(page.body.indexOf('</head>'));
    expect((await app.inject('/index.html')).statusCode).toBe(404);
    expect((await app.inject('/mfe/info/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/api/unknown')).statusCode).toBe(404);
  });

  it('builds a page without asking its own routes through fastify again', async () => {
    // Each in-process request runs every hook and logs its lines, on the hottest path.
    const inject = vi.spyOn(app, 'inject');
    try {
      const page = await app.inject('/privat/fullmaktsgivare/skapa/mallar');
      expect(page.body).toContain('id="fullmakt-konfiguration">{');
      expect(inject).toHaveBeenCalledTimes(1);
    } finally {
      inject.mockRestore();
    }
  });

  it('serves source maps outside production only (issue 38)', async () => {
    const maps = ['/main.0123abcd.js.map', '/mfe/ombud/routes.89abcdef.js.map'];
    for (const url of maps) {
      expect((await app.inject(url)).statusCode).toBe(200);
    }
    const production = await buildApp({ ...dirs, logLevel: 'silent', settings: { env: 'prod' } });
    try {
      for (const url of maps) {
        expect((await production.inject(url)).statusCode).toBe(404);
      }
      // The code itself is served as ever.
      expect((await production.inject('/main.0123abcd.js')).statusCode).toBe(200);
      expect((await production.inject('/mfe/ombud/routes.89abcdef.js')).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('sends a strict CSP that allows the remote origins of the deployment file', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example.se");
    expect(csp).toContain("connect-src 'self' https://cdn.example.se");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('web plugin before the first deploy, and with a broken deployment file', () => {
  it('starts without warnings, serves a deployed file, and keeps answering when remotes.json is broken', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-empty-web-'));
    const deploymentFile = path.join(webDir, 'remotes.json');
    writeFileSync(
      deploymentFile,
      JSON.stringify({ remotes: { mfe_info: '/mfe/info/mf-manifest.json' } }),
    );
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ webDir, deploymentFile, logLevel: 'warn', logStream });
    try {
      const root = await app.inject('/');
      expect(root.statusCode).toBe(503);
      expect(root.body).toBe('Webbplatsen är inte byggd. Kör npm start.');
      writeFileSync(path.join(webDir, 'mfe', 'info', 'mf-manifest.json'), '{}');
      expect((await app.inject('/mfe/info/mf-manifest.json')).statusCode).toBe(200);
      expect((await app.inject('/remotes.json')).json().remotes).toEqual({
        mfe_info: '/mfe/info/mf-manifest.json',
      });
      expect(lines).toEqual([]);

      // A bad edit (a URL no browser may load, then not JSON at all) is refused: the last
      // good file stays served, the refusal is logged and counted.
      const refusals = async () =>
        /fullmakt_deployment_file_refused_total (\d+)/.exec(
          await app.metrics.registry.metrics(),
        )?.[1];
      expect(await refusals()).toBe('0');
      writeFileSync(deploymentFile, '{ "remotes": { "mfe_info": "javascript:alert(1)" } }');
      const broken = await app.inject('/remotes.json');
      expect(broken.statusCode).toBe(200);
      expect(broken.json().remotes).toEqual({ mfe_info: '/mfe/info/mf-manifest.json' });
      writeFileSync(deploymentFile, '{ "remotes": ');
      expect((await app.inject('/remotes.json')).json().remotes).toEqual({
        mfe_info: '/mfe/info/mf-manifest.json',
      });
      expect(await refusals()).toBe('2');
      expect(lines.join('')).toContain(
        'The deployment file is refused; the last good one stays in use',
      );
    } finally {
      await app.close();
    }
  });

  it('serves a release named in the deployment file from the releases folder, for any origin', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-release-web-'));
    const releasesDir = path.join(webDir, 'releases');
    const release = path.join(releasesDir, 'mfe-privat', '0.1.0-abc1234');
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(release, 'routes.89abcdef.js'), '/* chunk */');
    const deploymentFile = path.join(webDir, 'remotes.json');
    writeFileSync(
      deploymentFile,
      JSON.stringify({ remotes: { mfe_privat: { stable: '0.1.0-abc1234' } } }),
    );
    const app = await buildApp({ webDir, deploymentFile, releasesDir, logLevel: 'silent' });
    try {
      expect((await app.inject('/remotes.json')).json().remotes).toEqual({
        mfe_privat: '/releases/mfe-privat/0.1.0-abc1234/mf-manifest.json',
      });
      const manifest = await app.inject('/releases/mfe-privat/0.1.0-abc1234/mf-manifest.json');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      const chunk = await app.inject('/releases/mfe-privat/0.1.0-abc1234/routes.89abcdef.js');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject('/releases/mfe-privat/0.1.0-abc1234/saknas.js')).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });

  it('answers 503, never a stack, when no good deployment file was ever read', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-broken-web-'));
    const deploymentFile = path.join(webDir, 'remotes.json');
    writeFileSync(deploymentFile, '{ "remotes": { "mfe_info": "javascript:alert(1)" } }');
    const app = await buildApp({ webDir, deploymentFile, logLevel: 'silent' });
    try {
      const broken = await app.inject('/remotes.json');
      expect(broken.statusCode).toBe(503);
      expect(broken.json().meddelande).toMatch(/Försök igen senare/);
      expect(broken.body).not.toMatch(/ZodError|stack/);
      expect(broken.headers['content-security-policy']).toContain("script-src 'self';");
    } finally {
      await app.close();
    }
  });
});

describe('web plugin: a page that does not exist (issue 29)', () => {
  it('answers 404 with the same page for an address no declared route matches, and 200 for each declared one', async () => {
    const { webDir, deploymentFile } = makeWebDir();
    const routes: Record<string, string[]> = {
      shell: ['/fel', '/login'],
      'mfe/info': ['/', '/info', '/info/om-oss'],
      'mfe/privat': ['/privat', '/privat/fullmaktsgivare', '/privat/fullmaktsgivare/skapa/mallar'],
      'mfe/organisation': ['/organisation', '/organisation/engagemang'],
    };
    for (const [dir, patterns] of Object.entries(routes)) {
      writeFileSync(path.join(webDir, dir, 'routes.json'), JSON.stringify({ routes: patterns }));
    }
    writeFileSync(
      deploymentFile,
      JSON.stringify({
        remotes: {
          mfe_info: '/mfe/info/mf-manifest.json',
          mfe_privat: '/mfe/privat/mf-manifest.json',
          mfe_organisation: '/mfe/organisation/mf-manifest.json',
        },
      }),
    );
    const app = await buildApp({ webDir, deploymentFile, logLevel: 'silent' });
    try {
      for (const url of Object.values(routes).flat()) {
        const page = await app.inject(url);
        expect(page.statusCode, url).toBe(200);
      }
      expect((await app.inject('/privat/fullmaktsgivare/skapa/mallar?mall=1')).statusCode).toBe(
        200,
      );
      for (const url of [
        '/finns-inte',
        '/info/finns-inte',
        '/privat/finns-inte',
        '/privat/fullmaktsgivare/finns-inte',
        '/organisation/finns-inte',
        '/login/finns-inte',
        // Owned by mfe_ombud, which this deployment does not deploy.
        '/privat/ombud',
      ]) {
        const page = await app.inject(url);
        expect(page.statusCode, url).toBe(404);
        expect(page.body, url).toContain('<title>Fullmakt</title>');
        expect(page.headers['content-type']).toContain('text/html');
      }
    } finally {
      await app.close();
    }
  });
});
