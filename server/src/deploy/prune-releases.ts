import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { appOfRemote, type DeploymentFile } from './deployment-file-schema';
import { readDeploymentFile, unreadableFile, withDeployLocks } from './deployment-store';

/** Each remote keeps at least its newest releases, named or not (issue 29: the last three). */
export const keptNewest = 3;

/** Every deployment file in the deploy folder: `remotes.json` (local) and `remotes.<env>.json`. */
function deploymentFilesIn(deployDir: string): string[] {
  return readdirSync(deployDir)
    .filter((name) => /^remotes(\.[^.]+)?\.json$/.test(name))
    .map((name) => path.join(deployDir, name));
}

/** `<app>/<version>` of every release a deployment file names: stable, canary, earlier ones. */
function namedIn(file: DeploymentFile): Set<string> {
  const named = new Set<string>();
  for (const [remote, entry] of Object.entries(file.remotes)) {
    const app = appOfRemote(remote);
    if ('manifest' in entry) {
      // A plain manifest URL may point into the releases folder too.
      const match = /\/releases\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(entry.manifest);
      if (match) {
        named.add(`${match[1]}/${match[2]}`);
      }
    } else {
      for (const version of [entry.stable, ...entry.previous, entry.canary?.version]) {
        if (version !== undefined) {
          named.add(`${app}/${version}`);
        }
      }
    }
  }
  return named;
}

/** The remotes' release folders (`mfe-<name>`), named in a file or no longer: not the shell's. */
function remoteAppsIn(releasesDir: string): string[] {
  try {
    return readdirSync(releasesDir)
      .filter((name) => /^mfe-[a-z][a-z0-9]*$/.test(name))
      .sort();
  } catch {
    return [];
  }
}

/** When a release was made: its release.json is written last, just before it is put in place. */
function releasedAt(dir: string): number {
  try {
    return statSync(path.join(dir, 'release.json')).mtimeMs;
  } catch {
    return statSync(dir).mtimeMs;
  }
}

export interface PruneResult {
  removed: string[];
  kept: number;
}

/**
 * Removes the remotes' releases no deployment file in the deploy folder names (as stable,
 * canary or an earlier release to roll back to) and that are older than each remote's
 * newest `keep`. Every environment's file counts, since one releases folder may serve
 * several. Shell releases are left alone: the shell is not switched by the deployment file.
 * It holds the deploy lock of every file while it reads them and removes (the lock each
 * deploy holds from its check to its write), so a release a deploy is about to set is
 * named by the time the prune reads the file; a file that cannot be read refuses the whole
 * prune (it may name anything).
 */
export async function pruneReleases(options: {
  deployDir: string;
  releasesDir: string;
  keep?: number;
  dryRun?: boolean;
  waitMs?: number;
}): Promise<PruneResult | { refused: string }> {
  const files = deploymentFilesIn(options.deployDir);
  const result = await withDeployLocks(
    files,
    () => Promise.resolve(pruneUnlocked(files, options)),
    options.waitMs,
  );
  return 'busy' in result ? { refused: `${result.busy}; nothing removed` } : result;
}

function pruneUnlocked(
  files: string[],
  options: { releasesDir: string; keep?: number; dryRun?: boolean },
): PruneResult | { refused: string } {
  const keep = options.keep ?? keptNewest;
  const named = new Set<string>();
  for (const file of files) {
    try {
      for (const release of namedIn(readDeploymentFile(file))) {
        named.add(release);
      }
    } catch (error) {
      return { refused: `${unreadableFile(file, error)}; inget togs bort` };
    }
  }
  const removed: string[] = [];
  let kept = 0;
  for (const app of remoteAppsIn(options.releasesDir)) {
    const appDir = path.join(options.releasesDir, app);
    let versions: string[];
    try {
      versions = readdirSync(appDir, { withFileTypes: true })
        // `.bygger-…` is a release being built (scripts/release.mjs).
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name);
    } catch {
      continue;
    }
    const newestFirst = versions
      .map((version) => ({ version, at: releasedAt(path.join(appDir, version)) }))
      .sort((a, b) => b.at - a.at || b.version.localeCompare(a.version));
    newestFirst.forEach(({ version }, index) => {
      if (index < keep || named.has(`${app}/${version}`)) {
        kept += 1;
        return;
      }
      if (!options.dryRun) {
        rmSync(path.join(appDir, version), { recursive: true, force: true });
      }
      removed.push(`${app}/${version}`);
    });
  }
  return { removed, kept };
}
