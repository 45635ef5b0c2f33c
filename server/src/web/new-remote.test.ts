import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';

/**
 * Issue 29 item 2: a remote joins the site through the deployment file alone. `mfe_test` is
 * a name no build of the shell, of @fullmakt/shared or of the server knows (as issue 31's
 * mfe_verifiera will be): its release and its line in the file, with the prefix it owns,
 * are all it takes for its pages to answer 200, be preloaded and reach the shell, while an
 * address none of its routes declares answers 404.
 */
function siteWithANewRemote(): { webDir: string; releasesDir: string; deploymentFile: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-new-remote-'));
  mkdirSync(path.join(webDir, 'shell'), { recursive: true });
  writeFileSync(
    path.join(webDir, 'shell', 'index.html'),
    '<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(webDir, 'shell', 'routes.json'),
    JSON.stringify({ routes: ['/fel', '/login'] }),
  );
  const releasesDir = path.join(webDir, 'releases');
  const release = path.join(releasesDir, 'mfe-test', '1.0.0');
  mkdirSync(release, { recursive: true });
  writeFileSync(
    path.join(release, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_test',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './routes',
          assets: { js: { sync: ['routes.1a2b.js'] }, css: { sync: [] } },
        },
      ],
    }),
  );
  writeFileSync(path.join(release, 'remoteEntry.js'), '/* mfe_test */');
  writeFileSync(
    path.join(release, 'routes.json'),
    JSON.stringify({ routes: ['/test-remote', '/test-remote/:kod'] }),
  );
  const deploymentFile = path.join(webDir, 'remotes.test.json');
  writeFileSync(
    deploymentFile,
    JSON.stringify({ remotes: { mfe_test: { stable: '1.0.0', prefixes: ['/test-remote'] } } }),
  );
  return { webDir, releasesDir, deploymentFile };
}

const manifest = '/releases/mfe-test/1.0.0/mf-manifest.json';

describe('a remote no build knows, added by the deployment file (issue 29 item 2)', () => {
  let app: FastifyInstance;
  let site: ReturnType<typeof siteWithANewRemote>;
  beforeAll(async () => {
    site = siteWithANewRemote();
    app = await buildApp({ ...site, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('tells the shell where it is and what it owns, in /remotes.json and in the page', async () => {
    const served = { remotes: { mfe_test: manifest }, prefixes: { mfe_test: ['/test-remote'] } };
    expect((await app.inject('/remotes.json')).json()).toEqual(served);
    const page = await app.inject('/test-remote');
    expect(page.body).toContain(JSON.stringify(served));
  });

  it('answers 200 for its routes, with its files preloaded, and 404 for what it does not declare', async () => {
    for (const url of ['/test-remote', '/test-remote/ABC123', '/test-remote/ABC123?x=1']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(
        `<link rel="preload" href="${manifest}" as="fetch" crossorigin>`,
      );
      expect(page.body, url).toContain(
        '<link rel="preload" href="/releases/mfe-test/1.0.0/routes.1a2b.js" as="script">',
      );
    }
    for (const url of ['/test-remote/ABC123/mer', '/finns-inte', '/test-remotes']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(404);
    }
    // An address it does not own loads none of its files.
    expect((await app.inject('/test-remotes')).body).not.toContain(
      `<link rel="preload" href="${manifest}"`,
    );
    expect((await app.inject('/releases/mfe-test/1.0.0/remoteEntry.js')).statusCode).toBe(200);
  });

  it('counts the reports of its browsers like those of any remote', async () => {
    await app.inject({
      method: 'POST',
      url: '/rapport/webbfel',
      payload: {
        typ: 'laddad',
        sida: '/test-remote',
        meddelande: 'mfe_test',
        fjarrmodul: 'mfe_test',
        version: '1.0.0',
      },
    });
    const loads = await app.metrics.registry.getSingleMetricAsString('fullmakt_remote_loads_total');
    expect(loads).toContain('fullmakt_remote_loads_total{remote="mfe_test",release="1.0.0"} 1');
  });

  it('keeps the last good file when a new one gives a prefix to two remotes', async () => {
    const good = readFileSync(site.deploymentFile, 'utf8');
    writeFileSync(
      site.deploymentFile,
      JSON.stringify({
        remotes: {
          mfe_test: { stable: '1.0.0', prefixes: ['/test-remote'] },
          mfe_annan: { stable: '1.0.0', prefixes: ['/test-remote'] },
        },
      }),
    );
    try {
      expect((await app.inject('/remotes.json')).json()).toMatchObject({
        remotes: { mfe_test: manifest },
      });
      expect((await app.inject('/test-remote')).statusCode).toBe(200);
    } finally {
      writeFileSync(site.deploymentFile, good);
    }
  });
});
