import {
  appendFileSync,
  openSync,
  closeSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { deploymentFileSchema, type DeploymentFile } from './deployment-file-schema';

/** One line of the deploy log: every change to an environment's deployment file. */
const deployLogEntrySchema = z.object({
  at: z.string(),
  who: z.string(),
  env: z.string(),
  remote: z.string(),
  action: z.enum(['set', 'canary', 'promote', 'rollback', 'withdraw']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  why: z.string(),
});
export type DeployLogEntry = z.infer<typeof deployLogEntrySchema>;

/** Each environment's deployment file: `remotes.json` for `local` (what `npm start` serves), else `remotes.<env>.json`. */
export function deploymentFileOf(deployDir: string, env: string): string {
  return path.join(deployDir, env === 'local' ? 'remotes.json' : `remotes.${env}.json`);
}

/** The deploy log beside it (JSON lines; *.log is not committed). */
export function deployLogOf(deploymentFile: string): string {
  return deploymentFile.replace(/\.json$/, '.deploy.log');
}

export function readDeploymentFile(file: string): DeploymentFile {
  return deploymentFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * How long ago a file was written, by the file system's own clock: a file written now is
 * the measure. The process's clock may differ from it (another machine writing the shared
 * folder, or the test run with the clock five years ahead, where every lock looked stale
 * and a second deploy took it from the first).
 */
function ageByFileClock(file: string): number {
  const probe = `${file}.nu-${process.pid}`;
  writeFileSync(probe, '');
  try {
    return statSync(probe).mtimeMs - statSync(file).mtimeMs;
  } finally {
    rmSync(probe, { force: true });
  }
}

/** A lock left by a deploy that died holds no one up longer than this. */
const staleLockMs = 60_000;

/**
 * Changes the deployment file under a lock (`<file>.lock`, created exclusively): two
 * deploys at once each read the file the other wrote, so neither loses the other's change.
 * The new file is written beside it and renamed over it, so a server never reads half a
 * file. `change` answers the new file and its log entry, or a reason to change nothing.
 * `beforeWrite` runs between the read and the write (a test holds a writer there to show
 * that a second one waits for it).
 */
export async function changeDeploymentFile(
  file: string,
  change: (
    current: DeploymentFile,
  ) => { next: DeploymentFile; log: DeployLogEntry } | { refused: string },
  waitMs = 15_000,
  beforeWrite?: () => Promise<void>,
): Promise<{ ok: true; log: DeployLogEntry } | { ok: false; reason: string }> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      try {
        if (ageByFileClock(lock) > staleLockMs) {
          rmSync(lock, { force: true });
          continue;
        }
      } catch {
        continue;
      }
      if (Date.now() > deadline) {
        return { ok: false, reason: `another deploy holds ${lock}; nothing changed` };
      }
      await sleep(25 + Math.random() * 50);
    }
  }
  try {
    let current: DeploymentFile;
    try {
      current = readDeploymentFile(file);
    } catch (error) {
      return {
        ok: false,
        reason: `${file} cannot be read or parsed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); fix it first`,
      };
    }
    const outcome = change(current);
    if ('refused' in outcome) {
      return { ok: false, reason: outcome.refused };
    }
    const next = deploymentFileSchema.parse(outcome.next);
    await beforeWrite?.();
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
    renameSync(temporary, file);
    appendFileSync(deployLogOf(file), `${JSON.stringify(outcome.log)}\n`);
    return { ok: true, log: outcome.log };
  } finally {
    rmSync(lock, { force: true });
  }
}

export function readDeployLog(file: string): DeployLogEntry[] {
  let text: string;
  try {
    text = readFileSync(deployLogOf(file), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => deployLogEntrySchema.parse(JSON.parse(line)));
}
