// The production shape's deployment file (`pnpm prod:local up`) in the released form, each
// remote with its own origin as its releases base, and its `deploy-remote` as the deploy
// CLI's `deploy:set`: checked, locked and logged, a refusal leaving the file as it was.
// Run here against plain HTTP origins on free ports (prod:local's are nginx over TLS).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deploymentFileSchema,
  servedDeployment,
} from '../server/src/deploy/deployment-file-schema.ts';
import {
  deployRemoteCommand,
  deploymentFileIn,
  deploymentOfReleases,
} from './prod-local/deployment.mjs';
import { prodLocal } from './prod-local/layout.mjs';
import { repoRoot } from './tools.mjs';

const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A release of mfe-info as `pnpm release` lays it out, in `<dir>/<version>/`. */
function writeRelease(dir, version, sharedVersion = '1.2.0') {
  const folder = path.join(dir, version);
  mkdirSync(folder, { recursive: true });
  const files = {
    'mf-manifest.json': JSON.stringify({
      name: 'mfe_info',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [{ name: '@fullmakt/shared', version: sharedVersion }],
    }),
    'remoteEntry.js': `/* mfe-info ${version} */`,
  };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(folder, file), text);
  }
  const integrity = Object.fromEntries(Object.entries(files).map(([f, t]) => [f, sri(t)]));
  writeFileSync(
    path.join(folder, 'release.json'),
    JSON.stringify({
      app: 'mfe-info',
      version,
      commit: 'c'.repeat(40),
      buildTime: '2026-11-28T07:00:00.000Z',
      sharedVersion,
      entries: integrity,
      files: integrity,
      routes: ['/info'],
      gzippedBytes: 100,
    }),
  );
}

/** A static origin serving `root`, as nginx serves a remote's releases folder. */
function serve(root) {
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent((request.url ?? '/').split('?')[0]));
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const originOf = (server) => `http://127.0.0.1:${server.address().port}`;

describe("prod:local's deployment file", () => {
  it('names each remote in the released form on its own origin: the manifests the plain form named', () => {
    const version = '0.0.0-prodlocal-abc1234';
    const released = deploymentFileSchema.parse(deploymentOfReleases(prodLocal.remotes, version));
    const plain = deploymentFileSchema.parse({
      remotes: Object.fromEntries(
        prodLocal.remotes.map((r) => [
          r.name,
          { manifest: `${r.origin}/${version}/mf-manifest.json`, prefixes: r.prefixes },
        ]),
      ),
    });
    expect(servedDeployment(released)).toEqual(servedDeployment(plain));
    for (const remote of prodLocal.remotes) {
      expect(released.remotes[remote.name]).toMatchObject({
        releases: remote.origin,
        stable: version,
      });
    }
    expect(deploymentFileIn(prodLocal.stateDir)).toBe(
      path.join(repoRoot, '.prod-local', 'remotes.test.json'),
    );
  });
});

describe("prod:local's deploy-remote through the deploy CLI", () => {
  const servers = [];
  let stateDir;
  let file;
  let site;
  let info;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fullmakt-prod-local-deploy-'));
    const siteDir = path.join(root, 'site');
    mkdirSync(siteDir);
    writeFileSync(path.join(siteDir, 'shared-version.json'), JSON.stringify({ version: '1.2.0' }));
    const releases = path.join(root, 'releases', 'mfe-info');
    writeRelease(releases, '1.0.0');
    writeRelease(releases, '1.1.0');
    writeRelease(releases, '2.0.0-major', '2.0.0');
    servers.push(await serve(siteDir), await serve(releases));
    site = originOf(servers[0]);
    info = { ...prodLocal.remotes.find((r) => r.app === 'mfe-info'), origin: originOf(servers[1]) };
    stateDir = path.join(root, 'state');
    mkdirSync(stateDir);
    file = deploymentFileIn(stateDir);
    writeFileSync(file, `${JSON.stringify(deploymentOfReleases([info], '1.0.0'), null, 2)}\n`);
  });
  afterAll(() => servers.forEach((server) => server.close()));

  const deploy = (version) => {
    const { args, env } = deployRemoteCommand({
      remote: info,
      version,
      stateDir,
      site,
      certFile: undefined,
      why: 'pnpm prod:local deploy-remote',
    });
    // Not spawnSync: the origins answer from this process's event loop.
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        args,
        {
          cwd: path.join(repoRoot, 'server'),
          env: { ...process.env, ...env, FULLMAKT_DEPLOY_WHO: 'prod-local.test' },
        },
        (error, stdout, stderr) => resolve({ status: error ? error.code : 0, stdout, stderr }),
      );
    });
  };

  it('sets a release checked on its origin, keeps the base, logs it; refuses a bad one and changes nothing', async () => {
    const set = await deploy('1.1.0');
    expect(set.stderr).toBe('');
    expect(set.status).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).remotes.mfe_info).toEqual({
      releases: info.origin,
      stable: '1.1.0',
      previous: ['1.0.0'],
      prefixes: info.prefixes,
    });
    const log = readFileSync(file.replace(/\.json$/, '.deploy.log'), 'utf8')
      .trim()
      .split('\n');
    expect(log.map((line) => JSON.parse(line))).toMatchObject([
      {
        who: 'prod-local.test',
        env: 'test',
        remote: 'mfe_info',
        action: 'set',
        from: '1.0.0',
        to: '1.1.0',
        why: 'pnpm prod:local deploy-remote',
      },
    ]);

    const before = readFileSync(file, 'utf8');
    for (const [version, reason] of [
      ['2.0.0-major', /another major than the shell's 1\.2\.0/],
      ['9.9.9', /9\.9\.9\/release\.json answers 404/],
    ]) {
      const refused = await deploy(version);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(reason);
      expect(readFileSync(file, 'utf8')).toBe(before);
    }
  }, 60_000);
});
