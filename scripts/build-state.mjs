// What `npm start` rebuilds (issue 18 item 2): only the apps whose inputs changed since the
// last build, judged by a content hash of each app's inputs, never by file times (a
// checkout or a copy touches every file without changing one).
//
// An app's inputs are its own folder, the folders of the workspace packages it depends on
// (@fullmakt/shared, @fullmakt/tooling, recursively) and the root files every build reads.
// Tests and what a build writes (dist/, node_modules/) are not inputs. The hashes of the
// last successful build are kept in .tools/build-state.json.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The apps `npm start` serves: the server bundle, the shell and each remote. */
export const startApps = [
  'server',
  'shell',
  'mfe-info',
  'mfe-privat',
  'mfe-organisation',
  'mfe-ombud',
  'mfe-verifiera',
];

/** A file each app's build writes, relative to the repo: missing means build. */
export function outputFile(app) {
  if (app === 'server') {
    return path.join(app, 'dist', 'main.js');
  }
  return path.join(app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

/** Root files that change every build's result (dependency versions, compiler settings). */
const rootInputs = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];

const skippedDirs = new Set(['node_modules', 'dist', 'coverage', '__snapshots__']);
const testFile = /\.test\.[cm]?[jt]sx?$/;

export function statePath(repoRoot) {
  return path.join(repoRoot, '.tools', 'build-state.json');
}

/** Folder names (relative to the repo) of the workspace packages `appDir` depends on, itself first. */
export function inputDirs(repoRoot, appDir) {
  const byName = workspacePackages(repoRoot);
  const seen = new Set();
  const visit = (dir) => {
    if (seen.has(dir)) {
      return;
    }
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
    const deps = {
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
    };
    for (const [name, range] of Object.entries(deps)) {
      if (String(range).startsWith('workspace:') && byName.has(name)) {
        visit(byName.get(name));
      }
    }
  };
  visit(appDir);
  return [...seen];
}

/** Package name -> folder, for every folder of the repo root that holds a package.json. */
function workspacePackages(repoRoot) {
  const byName = new Map();
  for (const entry of readdirSync(repoRoot, { withFileTypes: true })) {
    const manifest = path.join(repoRoot, entry.name, 'package.json');
    if (entry.isDirectory() && !entry.name.startsWith('.') && existsSync(manifest)) {
      byName.set(JSON.parse(readFileSync(manifest, 'utf8')).name, entry.name);
    }
  }
  return byName;
}

/** Every input file of the folder, relative to the repo, sorted. */
function filesUnder(repoRoot, dir) {
  const files = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(repoRoot, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name) && !entry.name.startsWith('.')) {
          walk(child);
        }
      } else if (entry.isFile() && !testFile.test(entry.name)) {
        files.push(child);
      }
    }
  };
  walk(dir);
  return files.sort();
}

/** One hash over the names and contents of every input of the app. */
export function hashApp(repoRoot, appDir) {
  const hash = createHash('sha256');
  const files = [
    ...rootInputs.filter((file) => existsSync(path.join(repoRoot, file))),
    ...inputDirs(repoRoot, appDir).flatMap((dir) => filesUnder(repoRoot, dir)),
  ];
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function readState(file) {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8'));
    return state && typeof state === 'object' ? state : {};
  } catch {
    return {};
  }
}

/**
 * Which apps to build: those whose hash differs from the last build's, or whose output is
 * missing (deleted, or never built). Returns the new hashes to record after the build.
 */
export function planBuild(repoRoot, apps = startApps, state = readState(statePath(repoRoot))) {
  const hashes = Object.fromEntries(apps.map((app) => [app, hashApp(repoRoot, app)]));
  const toBuild = apps.filter(
    (app) => state[app] !== hashes[app] || !existsSync(path.join(repoRoot, outputFile(app))),
  );
  return { toBuild, hashes };
}

/** Records the hashes of the apps just built (the others keep theirs). */
export function recordBuild(repoRoot, built, hashes) {
  const file = statePath(repoRoot);
  const state = readState(file);
  for (const app of built) {
    state[app] = hashes[app];
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
}
