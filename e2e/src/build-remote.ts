import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteDirs, repoRoot, type RemoteShortName } from './paths';

/** Builds one remote for production into a fresh folder, as its own pipeline would. */
export function buildRemote(remote: RemoteShortName, env: Record<string, string>): string {
  const out = mkdtempSync(path.join(tmpdir(), `fullmakt-build-${remote}-`));
  const appDir = path.join(repoRoot, remoteDirs[remote]);
  const result = spawnSync(
    path.join(appDir, 'node_modules', '.bin', 'rspack'),
    ['build', '--mode', 'production'],
    {
      cwd: appDir,
      env: { ...process.env, ...env, FULLMAKT_OUT: out },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`Building ${remote} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return out;
}
