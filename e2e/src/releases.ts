import { spawn, spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

/**
 * A team's release, made as the team makes it: `pnpm release <app>` (scripts/release.mjs)
 * into a releases folder. `sharedVersion` builds a remote as if against another release of
 * @fullmakt/shared (FULLMAKT_SHARED_VERSION, tooling/rspack): its manifest and release.json
 * name that version, as a remote built before or after today's shared would.
 */
export function makeRelease(
  app: string,
  version: string,
  options: { releasesDir: string; label?: string; sharedVersion?: string },
): string {
  const env: Record<string, string> = {};
  if (options.label !== undefined) {
    env.FULLMAKT_BUILD_LABEL = options.label;
  }
  if (options.sharedVersion !== undefined) {
    env.FULLMAKT_SHARED_VERSION = options.sharedVersion;
  }
  const result = spawnSync(
    process.execPath,
    [
      'scripts/release.mjs',
      app,
      '--releases',
      options.releasesDir,
      '--version',
      version,
      '--allow-dirty',
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, ...env } },
  );
  if (result.status !== 0) {
    throw new Error(`pnpm release ${app} ${version} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return path.join(options.releasesDir, app, version);
}

/** How the deploy CLI (`pnpm deploy:…`) is run as an operator runs it against a site. */
function deployCli(args: string[], options: { deployDir: string; site: string }) {
  return {
    command: process.execPath,
    args: ['--import', 'tsx', 'src/deploy/cli.ts', ...args],
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      FULLMAKT_DEPLOY_DIR: options.deployDir,
      FULLMAKT_DEPLOY_SITE: options.site,
      FULLMAKT_DEPLOY_WHO: 'e2e',
    },
  };
}

/** One run of the deploy CLI, waited for. */
export function runDeployCli(
  args: string[],
  options: { deployDir: string; site: string },
): { status: number | null; out: string } {
  const { command, args: argv, ...spawnOptions } = deployCli(args, options);
  const result = spawnSync(command, argv, { ...spawnOptions, encoding: 'utf8' });
  return { status: result.status, out: result.stdout + result.stderr };
}

/** One run of the deploy CLI beside other work (a load that must not stop while it runs). */
export function startDeployCli(
  args: string[],
  options: { deployDir: string; site: string },
): Promise<{ status: number | null; out: string }> {
  const { command, args: argv, ...spawnOptions } = deployCli(args, options);
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(command, argv, spawnOptions);
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (status) => resolve({ status, out }));
  });
}

/** A deployment file for a test: the default one (`server/deploy/remotes.json`) copied. */
export function copyDefaultDeploymentFile(deployDir: string, env: string): string {
  mkdirSync(deployDir, { recursive: true });
  const file = path.join(deployDir, `remotes.${env}.json`);
  writeFileSync(
    file,
    readFileSync(path.join(repoRoot, 'server', 'deploy', 'remotes.json'), 'utf8'),
  );
  return file;
}

/**
 * Points a site's shell folder at a shell release, as README "Deploying one remote" tells an
 * operator to: a new link renamed over the old one, so every request sees one release or
 * the other, never a mix or nothing.
 */
export function pointShellAt(webDir: string, shellRelease: string): void {
  const link = path.join(webDir, 'shell');
  const next = `${link}.next`;
  rmSync(next, { force: true });
  symlinkSync(shellRelease, next, 'dir');
  if (!lstatSync(link).isSymbolicLink()) {
    // The first time: the folder the site was deployed with gives way to the link.
    rmSync(link, { recursive: true, force: true });
  }
  renameSync(next, link);
}
