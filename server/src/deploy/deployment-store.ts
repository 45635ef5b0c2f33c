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
import {
  deploymentFileSchema,
  type DeploymentFile,
  type DeploymentFileInput,
} from './deployment-file-schema';

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

/**
 * Zod's own messages in Swedish, as the file's own rules (deployment-file-schema.ts,
 * @fullmakt/shared/deployment) give theirs: a refusal of the file is one Swedish line.
 */
const inSwedish = { error: z.locales.sv().localeError };

export function readDeploymentFile(file: string): DeploymentFile {
  return deploymentFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')), inSwedish);
}

/** Why a file cannot be read or parsed, in Swedish (Node's own messages are English). */
function unreadable(error: unknown): string {
  if (error instanceof SyntaxError) {
    const at = /at position (\d+)/.exec(error.message)?.[1];
    return at === undefined ? 'inte giltig JSON' : `inte giltig JSON vid tecken ${at}`;
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') {
    return 'filen finns inte';
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return 'ingen behörighet att läsa filen';
  }
  return code === undefined ? 'okänt fel' : `filen kan inte läsas (${code})`;
}

/** The one line that refuses a deployment file that cannot be read or parsed, in Swedish. */
export function unreadableFile(file: string, error: unknown): string {
  return `${file} kan inte läsas eller tolkas (${reasonOf(error)})`;
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

/** How long a deploy or a prune waits for another to finish before it gives up. */
const lockWaitMs = 15_000;

/** Takes one deployment file's lock (`<file>.lock`, created exclusively), or says who holds it. */
async function takeLock(
  file: string,
  waitMs: number,
): Promise<{ held: string } | { busy: string }> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      return { held: lock };
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
        return { busy: `another deploy holds ${lock}` };
      }
      await sleep(25 + Math.random() * 50);
    }
  }
}

/**
 * Runs `work` holding the deploy lock of each file: the lock every change of a deployment
 * file takes (changeDeploymentFile), so nothing reads a file to act on it while another
 * deploy is between its read and its write. Several files are locked in name order, so two
 * callers never each hold one the other waits for.
 */
export async function withDeployLocks<T>(
  files: readonly string[],
  work: () => Promise<T>,
  waitMs = lockWaitMs,
): Promise<T | { busy: string }> {
  const held: string[] = [];
  try {
    for (const file of [...files].sort()) {
      const lock = await takeLock(file, waitMs);
      if ('busy' in lock) {
        return lock;
      }
      held.push(lock.held);
    }
    return await work();
  } finally {
    for (const lock of held) {
      rmSync(lock, { force: true });
    }
  }
}

/**
 * Why a file was refused, in Swedish: a zod refusal is its first issue, where and what (the
 * file's rules and zod's own messages are Swedish, readDeploymentFile); anything else says
 * whether the file is missing, unreadable or not JSON.
 */
export function reasonOf(error: unknown): string {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    if (!issue) {
      return error.message;
    }
    // A bad remote name is a bad key: its own message says what a name must be.
    const message =
      issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
    return `${issue.path.join('.') || 'filen'}: ${message}`;
  }
  return unreadable(error);
}

/**
 * Changes the deployment file under its lock: two deploys at once each read the file the
 * other wrote, so neither loses the other's change, and a prune (prune-releases.ts) never
 * removes a release a deploy is checking or about to write. The new file is written beside
 * it and renamed over it, so a server never reads half a file. `change` answers the new
 * file and its log entry, or a reason to change nothing. `beforeWrite` runs between the
 * read and the write (a test holds a writer there to show that others wait for it).
 */
export async function changeDeploymentFile(
  file: string,
  change: (
    current: DeploymentFile,
  ) =>
    | { next: DeploymentFileInput; log: DeployLogEntry }
    | { refused: string }
    | Promise<{ next: DeploymentFileInput; log: DeployLogEntry } | { refused: string }>,
  waitMs = lockWaitMs,
  beforeWrite?: () => Promise<void>,
): Promise<{ ok: true; log: DeployLogEntry } | { ok: false; reason: string }> {
  const result = await withDeployLocks(
    [file],
    async (): Promise<{ ok: true; log: DeployLogEntry } | { ok: false; reason: string }> => {
      let current: DeploymentFile;
      try {
        current = readDeploymentFile(file);
      } catch (error) {
        return {
          ok: false,
          reason: `${unreadableFile(file, error)}; rätta den först, filen är oförändrad`,
        };
      }
      const outcome = await change(current);
      if ('refused' in outcome) {
        return { ok: false, reason: outcome.refused };
      }
      const parsed = deploymentFileSchema.safeParse(outcome.next, inSwedish);
      if (!parsed.success) {
        return { ok: false, reason: `${reasonOf(parsed.error)}; filen är oförändrad` };
      }
      await beforeWrite?.();
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(parsed.data, null, 2)}\n`);
      renameSync(temporary, file);
      appendFileSync(deployLogOf(file), `${JSON.stringify(outcome.log)}\n`);
      return { ok: true, log: outcome.log };
    },
    waitMs,
  );
  return 'busy' in result ? { ok: false, reason: `${result.busy}; nothing changed` } : result;
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
