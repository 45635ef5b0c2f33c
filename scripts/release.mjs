// `pnpm release <app>`: builds one app (the shell or a remote) alone into an immutable
// release folder, `releases/<app>/<version>/` (FULLMAKT_RELEASES_DIR or --releases <dir>
// moves it): its content-hashed files and mf-manifest.json as the build made them, its
// release.json (app, version, commit, build time, the @fullmakt/shared version it was built
// against, the SRI of its files, the routes it serves, its gzipped size) and sbom.cdx.json,
// a CycloneDX SBOM of the packages its bundles hold. README "Deploying one remote".
//
// The version is `<package version>-<short commit>` (--version <v> names it otherwise, for
// a team's own scheme): a release names the commit it was built from, and a second release
// of the same version is refused, never overwritten. The
// build time written is the commit's time, so the same commit gives the same bytes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './tools.mjs';
import { filesUnder } from './files-under.mjs';

/**
 * The shell and every remote in the repo (`mfe-<name>` with a build config): a new team's
 * remote is released like the others with no change here (issue 29 item 2).
 */
const apps = [
  'shell',
  ...readdirSync(repoRoot)
    .filter((name) => /^mfe-[a-z][a-z0-9]*$/.test(name))
    .filter((name) => existsSync(path.join(repoRoot, name, 'rspack.config.mjs')))
    .sort(),
];

function fail(message) {
  console.error(`pnpm release: ${message}`);
  process.exit(1);
}

function git(...args) {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) {
    fail(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  }
  return result.stdout.trim();
}

function parseArgs(argv) {
  const options = { app: undefined, releasesDir: undefined, allowDirty: false, version: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--releases') {
      options.releasesDir = argv[++i];
    } else if (arg === '--version') {
      options.version = argv[++i];
    } else if (arg === '--allow-dirty') {
      options.allowDirty = true;
    } else if (!arg.startsWith('-') && options.app === undefined) {
      options.app = arg;
    } else {
      fail(`unknown argument ${arg}`);
    }
  }
  return options;
}

const integrity = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A CycloneDX 1.5 SBOM; its serial number follows from its content, so it is reproducible too. */
function cycloneDx({ app, version, buildTime, packages }) {
  const components = packages.map((pkg) => ({
    type: 'library',
    name: pkg.name,
    version: pkg.version,
    purl: `pkg:npm/${pkg.name.replace('@', '%40')}@${pkg.version}`,
    ...(pkg.license
      ? {
          licenses: [
            /^[A-Za-z0-9.+-]+$/.test(pkg.license)
              ? { license: { id: pkg.license } }
              : { expression: pkg.license },
          ],
        }
      : {}),
  }));
  const body = {
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    version: 1,
    metadata: {
      timestamp: buildTime,
      component: { type: 'application', name: `@fullmakt/${app}`, version },
    },
    components,
  };
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const uuid = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
  return {
    bomFormat: body.bomFormat,
    specVersion: body.specVersion,
    serialNumber: `urn:uuid:${uuid}`,
    ...body,
  };
}

const options = parseArgs(process.argv.slice(2));
if (!options.app || !apps.includes(options.app)) {
  fail(`name the app to release: ${apps.join(', ')}`);
}
const app = options.app;
const appDir = path.join(repoRoot, app);
const releasesDir = path.resolve(
  options.releasesDir ?? process.env.FULLMAKT_RELEASES_DIR ?? path.join(repoRoot, 'releases'),
);

// What the app's bundles are built from: its own folder, the shared package, the build
// configuration and the lockfile. Uncommitted changes there would make a release whose
// version names a commit that did not hold them.
const dirty = git('status', '--porcelain', '--', app, 'shared', 'tooling', 'pnpm-lock.yaml') !== '';
if (dirty && !options.allowDirty) {
  fail(
    `${app}, shared, tooling or pnpm-lock.yaml has uncommitted changes: commit them (or pass --allow-dirty for a -dirty release)`,
  );
}
const commit = git('rev-parse', 'HEAD');
const buildTime = new Date(git('show', '-s', '--format=%cI', 'HEAD')).toISOString();
const packageVersion = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;
const version =
  options.version ?? `${packageVersion}-${commit.slice(0, 7)}${dirty ? '-dirty' : ''}`;
if (!/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/.test(version)) {
  fail(`${version} is not a release version (letters, digits, . _ -)`);
}
const target = path.join(releasesDir, app, version);
if (existsSync(target)) {
  fail(`${app} ${version} is already released (${target}); a release is never overwritten`);
}

// Built beside its final place and renamed into it: the release appears whole or not at all.
const building = path.join(releasesDir, app, `.bygger-${version}-${process.pid}`);
mkdirSync(path.dirname(building), { recursive: true });
try {
  const build = spawnSync('pnpm', ['--filter', `./${app}`, 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, FULLMAKT_OUT: building, FULLMAKT_RELEASE: '1' },
  });
  if (build.status !== 0) {
    fail(`the build of ${app} failed`);
  }

  const packagesFile = path.join(building, 'bundled-packages.json');
  const { packages } = JSON.parse(readFileSync(packagesFile, 'utf8'));
  // The Module Federation plugin's stats file is read by nothing here (the browser and the
  // deploy checks read mf-manifest.json), and its `usedIn` lists differ from build to build
  // of the same sources (1 build in 6 of mfe-organisation): a release leaves it out, so the
  // same commit gives the same bytes (scripts/release.test.mjs).
  for (const file of [packagesFile, path.join(building, 'mf-manifest-stats.json')]) {
    for (const suffix of ['', '.gz', '.br']) {
      rmSync(`${file}${suffix}`, { force: true });
    }
  }
  // A remote's manifest names the @fullmakt/shared it was built against; the shell, which
  // provides it, writes the version it provides (tooling/rspack/shared-version-plugin.mjs).
  const manifestFile = path.join(building, 'mf-manifest.json');
  const manifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : undefined;
  const sharedVersion = manifest
    ? // Each entry of the package (`@fullmakt/shared`, `/first-view`, `/api`, …) is shared
      // on its own, all with the package's one version.
      manifest.shared?.find(
        (entry) => entry.name === '@fullmakt/shared' || entry.name.startsWith('@fullmakt/shared/'),
      )?.version
    : JSON.parse(readFileSync(path.join(building, 'shared-version.json'), 'utf8')).version;
  if (!sharedVersion) {
    fail(`the build of ${app} names no @fullmakt/shared version`);
  }
  const { routes } = JSON.parse(readFileSync(path.join(building, 'routes.json'), 'utf8'));
  const entries = manifest
    ? ['mf-manifest.json', manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js']
    : ['index.html'];

  const files = {};
  let gzippedBytes = 0;
  for (const file of filesUnder(building)) {
    if (/\.(br|gz)$/.test(file)) {
      continue;
    }
    const bytes = readFileSync(path.join(building, file));
    files[file] = integrity(bytes);
    if (/\.(js|css)$/.test(file)) {
      gzippedBytes += gzipSync(bytes, { level: 9 }).length;
    }
  }
  const release = {
    app,
    version,
    commit,
    buildTime,
    sharedVersion,
    entries: Object.fromEntries(entries.map((file) => [file, files[file]])),
    files,
    routes,
    gzippedBytes,
  };
  writeFileSync(path.join(building, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  writeFileSync(
    path.join(building, 'sbom.cdx.json'),
    `${JSON.stringify(cycloneDx({ app, version, buildTime, packages }), null, 2)}\n`,
  );
  try {
    renameSync(building, target);
  } catch (error) {
    fail(
      `${app} ${version} could not be put in place (${error.code}); another release of it may have landed`,
    );
  }
  console.info(`\n${app} ${version} released: ${target}`);
} finally {
  rmSync(building, { recursive: true, force: true });
}
