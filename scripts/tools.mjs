// What `npm start` and `npm test` need before anything else, on a machine that has only
// Node 20 and npm: the right pnpm, the workspace's dependencies, and a way to run steps.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpmVersion = '12.21.0';
const localPnpm = path.join(repoRoot, '.tools', 'node_modules', '.bin', 'pnpm');

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Fullmakt behöver Node 20.19 eller senare (du har ${process.versions.node}).`);
    process.exit(1);
  }
}

function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** A pnpm 12 on PATH, or one installed into .tools/ (no root rights or global install needed). */
function findPnpm() {
  if (versionOf('pnpm')?.startsWith('12.')) {
    return 'pnpm';
  }
  if (!existsSync(localPnpm)) {
    console.info(`Installerar pnpm ${pnpmVersion} i .tools/ ...`);
    run('npm', [
      'install',
      '--no-save',
      '--prefix',
      path.join(repoRoot, '.tools'),
      `pnpm@${pnpmVersion}`,
    ]);
  }
  return localPnpm;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0) {
    const reason = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
    throw new Error(`${command} ${args.join(' ')} failed (${reason})`);
  }
}

/** Prepares the machine and returns a function that runs pnpm in the repo. */
export function prepare() {
  checkNode();
  // better-sqlite3 compiles from source against Node's own headers when no download is possible.
  if (!process.env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) {
    process.env.npm_config_nodedir = '/usr';
  }
  const pnpm = findPnpm();
  if (pnpm === localPnpm) {
    // Scripts in package.json call `pnpm` by name: let them find ours.
    process.env.PATH = `${path.dirname(localPnpm)}${path.delimiter}${process.env.PATH ?? ''}`;
  }
  const runPnpm = (args, options) => run(pnpm, args, options);
  runPnpm(['install', '--frozen-lockfile']);
  return runPnpm;
}

/** Runs a named step and remembers how long it took, for the summary at the end. */
export function createStepTimer() {
  const steps = [];
  return {
    step(name, fn) {
      const started = Date.now();
      console.info(`\n=== ${name} ===`);
      try {
        fn();
        steps.push({ name, seconds: (Date.now() - started) / 1000, ok: true });
      } catch (error) {
        steps.push({ name, seconds: (Date.now() - started) / 1000, ok: false });
        this.summary();
        throw error;
      }
    },
    summary() {
      console.info('\nSteg                      Tid      Resultat');
      for (const s of steps) {
        console.info(
          `${s.name.padEnd(25)} ${`${s.seconds.toFixed(1)} s`.padEnd(8)} ${s.ok ? 'ok' : 'MISSLYCKADES'}`,
        );
      }
    },
  };
}
