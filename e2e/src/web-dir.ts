import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteDirs, repoRoot, type RemoteShortName } from './paths';

/**
 * A deploy of the production build for one test file: `<dir>/shell` and `<dir>/mfe/<name>`,
 * copied from the builds so a test may redeploy a remote without touching the repo.
 */
export function createWebDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-e2e-web-'));
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    throw new Error('The production build is missing: run `pnpm build` before the e2e suite.');
  }
  cpSync(shellDist, path.join(dir, 'shell'), { recursive: true });
  for (const [name, folder] of Object.entries(remoteDirs)) {
    cpSync(path.join(repoRoot, folder, 'dist'), path.join(dir, 'mfe', name), { recursive: true });
  }
  return dir;
}

/** Replaces one remote's files in a running deploy, as an operator would. */
export function redeployRemote(webDir: string, remote: RemoteShortName, buildDir: string): void {
  const target = path.join(webDir, 'mfe', remote);
  rmSync(target, { recursive: true, force: true });
  cpSync(buildDir, target, { recursive: true });
}
