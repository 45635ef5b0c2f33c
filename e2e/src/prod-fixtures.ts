// The fixtures of `pnpm e2e:prod`: the same checked pages and sign-ins as the suite's, but
// the site is the production shape's front (`pnpm prod:local up`) instead of a server of
// the spec file's own. One site for every file: its database is shared, so each journey
// tells its own rows apart (its own dates), as on a real site.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base } from './fixtures';
import { repoRoot } from './paths';
import { readProdShape } from './prod-shape';

export { expect } from './fixtures';

export const shape = readProdShape();

export const test = base.extend({
  site: async ({ browser }, provide) => {
    await provide({
      origin: shape.shellOrigin,
      webDir: '',
      server: { origin: shape.shellOrigin, output: () => '', stop: async () => {} },
      browser,
    });
  },
});

/** Takes a remote's origin away, or brings it back, as an operator would (nginx reload). */
export function setRemoteOrigin(app: string, running: boolean): void {
  const result = spawnSync(
    process.execPath,
    ['scripts/prod-local.mjs', running ? 'start-remote' : 'stop-remote', app],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`prod:local ${app}: ${result.stdout}${result.stderr}`);
  }
}

/** The notices the shape's SMTP server has received, raw, oldest first. */
export function receivedMail(): string[] {
  let files: string[];
  try {
    files = readdirSync(shape.mailDir).sort();
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(path.join(shape.mailDir, file), 'utf8'));
}
