// `pnpm release` (scripts/release.mjs, issue 29 item 1) on the small remotes: two releases of
// one commit are the same bytes; on mfe-verifiera also that release.json says what the
// README promises and matches the files, the SBOM is CycloneDX, and a version already
// released is refused with its folder left as it was. Each builds in 1-4 s here, so this
// runs in the unit step; the shell and mfe-info (15-30 s each) are left to the README's figure.
//
// release.mjs refuses a tree with uncommitted changes to what it builds (the app, shared,
// tooling, the lockfile). On a clean tree (CI's clone) the releases are made here; with
// changes there they are made in a clone of HEAD beside it, with this tree's node_modules
// and this tree's scripts/release.mjs: the rule is not bent, and the script under test is
// the one being changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './tools.mjs';
import { filesUnder } from './files-under.mjs';

const app = 'mfe-verifiera';
const otherRemotes = ['mfe-organisation', 'mfe-ombud', 'mfe-privat'];
const version = '0.0.0-reproducerbar';
const builtFrom = [app, ...otherRemotes, 'shared', 'tooling', 'pnpm-lock.yaml'];

const git = (cwd, ...args) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  }
  return result.stdout.trim();
};

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A clone of HEAD that uses this tree's installed packages (they are not in git). */
function cloneOfHead(dir) {
  git(repoRoot, 'clone', '--quiet', '--shared', repoRoot, dir);
  git(dir, 'checkout', '--quiet', git(repoRoot, 'rev-parse', 'HEAD'));
  // The workspace's own links are relative (a package's node_modules/@fullmakt/shared is
  // ../../../shared), so copied they point into the clone; the store is shared.
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    const from = path.join(repoRoot, 'node_modules', entry);
    if (entry === '.pnpm') {
      symlinkSync(from, path.join(dir, 'node_modules', entry));
    } else {
      cpSync(from, path.join(dir, 'node_modules', entry), {
        recursive: true,
        verbatimSymlinks: true,
      });
    }
  }
  for (const entry of readdirSync(repoRoot)) {
    const modules = path.join(repoRoot, entry, 'node_modules');
    if (entry !== 'node_modules' && statSync(path.join(repoRoot, entry)).isDirectory()) {
      try {
        statSync(modules);
      } catch {
        continue;
      }
      cpSync(modules, path.join(dir, entry, 'node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
      });
    }
  }
  for (const script of ['release.mjs', 'tools.mjs']) {
    cpSync(path.join(repoRoot, 'scripts', script), path.join(dir, 'scripts', script));
  }
}

let work;
let checkout;

/** The files of two releases that differ, or that only one has. */
function differingFiles(one, other, name) {
  const files = filesUnder(one);
  const all = [...new Set([...files, ...filesUnder(other)])].sort();
  const differing = all.filter((file) => {
    try {
      return !readFileSync(path.join(one, file)).equals(readFileSync(path.join(other, file)));
    } catch {
      return true;
    }
  });
  console.info(
    `${name}, two releases of one commit: ${files.length} files, ${differing.length === 0 ? 'identical' : `${differing.length} differ`}`,
  );
  return differing;
}

function release(releasesDir, name = app) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['scripts/release.mjs', name, '--releases', releasesDir, '--version', version],
    { cwd: checkout, encoding: 'utf8', env: { ...process.env, FULLMAKT_RELEASES_DIR: '' } },
  );
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'fullmakt-release-'));
  const changed = git(repoRoot, 'status', '--porcelain', '--', ...builtFrom);
  if (changed === '') {
    checkout = repoRoot;
  } else {
    checkout = path.join(work, 'checkout');
    console.info(`Uncommitted changes in ${builtFrom.join(', ')}: released from a clone of HEAD.`);
    cloneOfHead(checkout);
  }
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe(`pnpm release ${app}`, () => {
  let first;
  let second;
  const releaseDir = (releasesDir) => path.join(releasesDir, app, version);

  beforeAll(() => {
    first = path.join(work, 'first');
    second = path.join(work, 'second');
    const one = release(first);
    const two = release(second);
    for (const made of [one, two]) {
      expect(made.stderr + made.stdout).toMatch(new RegExp(`${app} ${version} released`));
      expect(made.status).toBe(0);
    }
    console.info(
      `${app} released twice from one commit in ${one.seconds.toFixed(1)} s and ${two.seconds.toFixed(1)} s`,
    );
  }, 180_000);

  it('gives the same bytes twice: every file of the two releases is identical', () => {
    expect(differingFiles(releaseDir(first), releaseDir(second), app)).toEqual([]);
    // Nothing of the build's temporary folder is left beside the release.
    expect(readdirSync(path.join(first, app))).toEqual([version]);
  });

  it('writes release.json: app, version, commit, build time, shared, the SRI of each file, routes, gzipped size', () => {
    const dir = releaseDir(first);
    const json = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
    const commit = git(checkout, 'rev-parse', 'HEAD');
    expect(json).toMatchObject({
      app,
      version,
      commit,
      // The commit's time, not the clock's: the same commit gives the same release.json.
      buildTime: new Date(git(checkout, 'show', '-s', '--format=%cI', 'HEAD')).toISOString(),
      sharedVersion: JSON.parse(readFileSync(path.join(checkout, 'shared/package.json'), 'utf8'))
        .version,
      routes: JSON.parse(readFileSync(path.join(checkout, app, 'routes.json'), 'utf8')).routes,
    });
    expect(json.routes.length).toBeGreaterThan(0);

    // Every file but the precompressed copies and the two written last, each with its sha384.
    const files = filesUnder(dir).filter(
      (file) => !/\.(br|gz)$/.test(file) && file !== 'release.json' && file !== 'sbom.cdx.json',
    );
    expect(Object.keys(json.files).sort()).toEqual(files);
    for (const file of files) {
      expect(json.files[file], file).toBe(sri(readFileSync(path.join(dir, file))));
    }
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    const remoteEntry = manifest.metaData.remoteEntry.name;
    expect(Object.keys(json.entries).sort()).toEqual(['mf-manifest.json', remoteEntry].sort());
    for (const [file, integrity] of Object.entries(json.entries)) {
      expect(integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      expect(integrity, file).toBe(sri(readFileSync(path.join(dir, file))));
    }
    // The code a browser downloads, gzipped at level 9.
    const gzipped = files
      .filter((file) => /\.(js|css)$/.test(file))
      .reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length,
        0,
      );
    expect(json.gzippedBytes).toBe(gzipped);
    expect(json.gzippedBytes).toBeGreaterThan(1000);
  });

  it('writes a CycloneDX SBOM of the packages it bundles, each with its purl', () => {
    const sbom = JSON.parse(readFileSync(path.join(releaseDir(first), 'sbom.cdx.json'), 'utf8'));
    expect(sbom).toMatchObject({
      bomFormat: 'CycloneDX',
      specVersion: '1.5',
      version: 1,
      metadata: { component: { type: 'application', name: `@fullmakt/${app}`, version } },
    });
    expect(sbom.serialNumber).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sbom.components.length).toBeGreaterThan(0);
    for (const component of sbom.components) {
      expect(component.type).toBe('library');
      expect(component.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(component.purl).toBe(
        `pkg:npm/${component.name.replace('@', '%40')}@${component.version}`,
      );
    }
  });

  it('refuses to release the same version again and leaves the release as it was', () => {
    const dir = releaseDir(first);
    const before = filesUnder(dir).map((file) => {
      const stat = statSync(path.join(dir, file));
      return [file, stat.mtimeMs, sri(readFileSync(path.join(dir, file)))];
    });
    const again = release(first);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      `pnpm release: ${app} ${version} is already released (${dir}); a release is never overwritten`,
    );
    expect(
      filesUnder(dir).map((file) => {
        const stat = statSync(path.join(dir, file));
        return [file, stat.mtimeMs, sri(readFileSync(path.join(dir, file)))];
      }),
    ).toEqual(before);
    expect(readdirSync(path.join(first, app))).toEqual([version]);
  });
});

describe.each(otherRemotes)('pnpm release %s', (name) => {
  it('gives the same bytes twice', () => {
    const made = [path.join(work, `${name}-1`), path.join(work, `${name}-2`)].map((dir) => {
      const result = release(dir, name);
      expect(result.stderr + result.stdout).toMatch(`${name} ${version} released`);
      return path.join(dir, name, version);
    });
    expect(differingFiles(made[0], made[1], name)).toEqual([]);
  }, 180_000);
});
