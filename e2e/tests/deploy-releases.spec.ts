import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Site, test } from '../src/fixtures';
import { remoteDirs, repoRoot } from '../src/paths';
import { copyDefaultDeploymentFile, makeRelease, runDeployCli } from '../src/releases';
import { startServer, type RunningServer } from '../src/server';
import { signIn } from '../src/sign-in';

/**
 * Issue 29: a remote shipped as releases and switched by the deployment file alone, on two
 * server processes that share it, with the deploy command's checks and its timing; and a
 * 404 for every address no release declares.
 */
const work = mkdtempSync(path.join(tmpdir(), 'fullmakt-e2e-releases-'));
const releasesDir = path.join(work, 'releases');
const deployDir = path.join(work, 'deploy');
const deploymentFile = path.join(deployDir, 'remotes.e2e.json');
let second: RunningServer | undefined;

function release(version: string, label: string): void {
  makeRelease('mfe-ombud', version, { releasesDir, label });
}

/** The deploy CLI, as an operator runs it against this site, and how long it took. */
function deploy(site: Site, ...args: string[]): { status: number | null; out: string; ms: number } {
  const started = Date.now();
  const result = runDeployCli(args, { deployDir, site: site.origin });
  return { ...result, ms: Date.now() - started };
}

/** What each process answers /remotes.json for mfe_ombud, the site's first. */
async function servedOnEachProcess(site: Site): Promise<(string | undefined)[]> {
  assert.ok(second, 'the second process runs');
  return Promise.all(
    [site.origin, second.origin].map(
      async (origin) =>
        (
          (await (await fetch(`${origin}/remotes.json`)).json()) as {
            remotes: Record<string, string>;
          }
        ).remotes.mfe_ombud,
    ),
  );
}

/** Milliseconds until every process answers /remotes.json with this manifest for mfe_ombud. */
async function servedEverywhere(site: Site, manifest: string): Promise<number> {
  const started = Date.now();
  await expect
    .poll(() => servedOnEachProcess(site), {
      message: `${manifest} served on both processes within 5 s`,
      timeout: 5_000,
      intervals: [20],
    })
    .toEqual([manifest, manifest]);
  return Date.now() - started;
}

/** How many times a process has logged that it refused the deployment file. */
const refusals = (server: RunningServer) =>
  server.output().split('The deployment file is refused').length - 1;

test.use({
  siteOptions: {
    prepare: async (webDir) => {
      release('e2e-1', 'Release 1');
      release('e2e-2', 'Release 2');
      copyDefaultDeploymentFile(deployDir, 'e2e');
      const env = { FULLMAKT_RELEASES_DIR: releasesDir, FULLMAKT_REMOTES_FILE: deploymentFile };
      second = await startServer({ webDir, env });
      return env;
    },
  },
});

test.afterAll(async () => {
  await second?.stop();
});

test.describe('releases and the deployment file (issue 29)', () => {
  test('puts a release live on both processes within 5 s, and rolls it back as fast', async ({
    site,
    openPage,
  }) => {
    const first = deploy(site, 'set', 'e2e', 'mfe_ombud', 'e2e-1', '--why', 'first release');
    assert.equal(first.status, 0, first.out);
    const live1 = await servedEverywhere(site, '/releases/mfe-ombud/e2e-1/mf-manifest.json');

    const p = await openPage();
    const fromRelease: string[] = [];
    p.page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/releases/mfe-ombud/e2e-1/')) {
        fromRelease.push(r.url());
      }
    });
    await signIn(p);
    await p.visit('/privat/ombud');
    await expect(p.page.locator('main h1')).toHaveText('Fullmakter du har fått');
    await expect(p.page.getByText('Release 1')).toBeVisible();
    assert.ok(
      fromRelease.some((url) => url.endsWith('/remoteEntry.js')),
      'entry from the release',
    );

    const set = deploy(site, 'set', 'e2e', 'mfe_ombud', 'e2e-2');
    assert.equal(set.status, 0, set.out);
    const live2 = await servedEverywhere(site, '/releases/mfe-ombud/e2e-2/mf-manifest.json');
    const back = deploy(site, 'rollback', 'e2e', 'mfe_ombud', '--why', 'e2e');
    assert.equal(back.status, 0, back.out);
    const liveBack = await servedEverywhere(site, '/releases/mfe-ombud/e2e-1/mf-manifest.json');
    console.info(
      `deploy:set ${first.ms} ms + served on both ${live1} ms; set ${set.ms} + ${live2} ms; rollback ${back.ms} + ${liveBack} ms`,
    );

    const log = readFileSync(deploymentFile.replace(/\.json$/, '.deploy.log'), 'utf8')
      .trim()
      .split('\n');
    assert.deepEqual(
      log.map((line) => {
        const entry = JSON.parse(line) as { action: string; from: string; to: string; who: string };
        return `${entry.action} ${entry.from} → ${entry.to} by ${entry.who}`;
      }),
      [
        'set /mfe/ombud/mf-manifest.json → e2e-1 by e2e',
        'set e2e-1 → e2e-2 by e2e',
        'rollback e2e-2 → e2e-1 by e2e',
      ],
    );
  });

  test('refuses an unknown release and leaves the file as it was; a broken file keeps the last good one', async ({
    site,
  }) => {
    const before = readFileSync(deploymentFile, 'utf8');
    const unknown = deploy(site, 'set', 'e2e', 'mfe_ombud', 'e2e-9');
    assert.equal(unknown.status, 1);
    assert.match(unknown.out, /e2e-9 is not a release/);
    assert.equal(readFileSync(deploymentFile, 'utf8'), before);

    assert.ok(second, 'the second process runs');
    const processes = [site.server, second];
    const refusedBefore = processes.map(refusals);
    writeFileSync(deploymentFile, '{ "remotes": { "mfe_ombud": { "stabel": "e2e-2" } } }');
    try {
      // Each process reads the file at its next request, refuses it (and logs so), and
      // keeps serving the last good file.
      await servedEverywhere(site, '/releases/mfe-ombud/e2e-1/mf-manifest.json');
      await expect
        .poll(() => processes.map((server, i) => refusals(server) - (refusedBefore[i] ?? 0)), {
          message: 'both processes logged the refusal',
        })
        .toEqual([1, 1]);
      await servedEverywhere(site, '/releases/mfe-ombud/e2e-1/mf-manifest.json');
      assert.equal((await fetch(`${site.origin}/privat/ombud`)).status, 200);
    } finally {
      writeFileSync(deploymentFile, before);
    }
  });

  test('answers 200 for every route the shell and each release declare, 404 for others under every prefix', async ({
    site,
  }) => {
    const routesOf = (app: string) =>
      (
        JSON.parse(readFileSync(path.join(repoRoot, app, 'dist', 'routes.json'), 'utf8')) as {
          routes: string[];
        }
      ).routes;
    const declared = ['shell', ...Object.values(remoteDirs)].flatMap(routesOf);
    assert.ok(declared.length > 40, `${declared.length} routes declared`);
    assert.ok(declared.includes('/verifiera'), 'mfe-verifiera declares /verifiera');
    for (const route of declared) {
      assert.equal((await fetch(`${site.origin}${route}`)).status, 200, route);
    }
    // An address below each prefix the deployment file gives a remote, and below each of
    // the shell's own first segments, that no route declares.
    const { remotes } = JSON.parse(readFileSync(deploymentFile, 'utf8')) as {
      remotes: Record<string, { prefixes: string[] }>;
    };
    const prefixes = Object.values(remotes).flatMap((remote) => remote.prefixes);
    const shellSegments = routesOf('shell').map((route) => `/${route.split('/')[1] ?? ''}`);
    const missing = new Set([
      '/finns-inte',
      '/info/finns-inte',
      '/privat/finns-inte',
      '/privat/fullmaktsgivare/finns-inte',
      '/privat/ombud/finns-inte',
      '/organisation/finns-inte',
      '/organisation/ombud/finns-inte',
      '/underskrift/finns-inte',
      '/verifiera/finns-inte',
      ...[...prefixes, ...shellSegments].map((prefix) => `${prefix.replace(/\/$/, '')}/finns-inte`),
    ]);
    for (const address of missing) {
      const response = await fetch(`${site.origin}${address}`);
      assert.equal(response.status, 404, address);
      assert.match(await response.text(), /<div id="root">|id="root"/, address);
    }
  });
});
