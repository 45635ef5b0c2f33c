import { readdirSync } from 'node:fs';
import { remoteNameSchema, type RemoteName } from '@fullmakt/shared/deployment';
import {
  appOfRemote,
  asReleased,
  ownReleasesBaseSchema,
  releaseUrl,
  releaseVersionSchema,
  type DeployedRemote,
  type DeploymentFile,
  type ReleasedRemote,
} from './deployment-file-schema';
import {
  changeDeploymentFile,
  deploymentFileOf,
  readDeployLog,
  readDeploymentFile,
  unreadableFile,
  type DeployLogEntry,
} from './deployment-store';
import { prefixesBeforeTheFileNamedThem } from './legacy-prefixes';
import { checkRelease, shellSharedVersion } from './release-check';

export interface DeployContext {
  /** The folder of the deployment files (server/deploy, FULLMAKT_DEPLOY_DIR). */
  deployDir: string;
  /** The site whose releases and shell are checked; a relative release URL is resolved against it. */
  site: URL;
  /** Who deploys (from the environment), for the log. */
  who: string;
  now?: () => Date;
}

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

const refuse = (message: string): Outcome => ({ ok: false, message });

/** How the file names what a remote runs: a release's version, or the URL of a build. */
function describe(entry: DeployedRemote | undefined): string | null {
  if (entry === undefined) {
    return null;
  }
  return 'stable' in entry ? entry.stable : entry.manifest;
}

async function checked(
  context: DeployContext,
  file: DeploymentFile,
  remote: RemoteName,
  version: string,
  releasesBase: string | undefined,
): Promise<string | undefined> {
  const shell = await shellSharedVersion(context.site);
  if (typeof shell !== 'string') {
    return shell.error;
  }
  const check = await checkRelease({
    url: new URL(releaseUrl(file, remote, version, releasesBase), context.site),
    app: appOfRemote(remote),
    version,
    shellSharedVersion: shell,
  });
  return check.ok ? undefined : check.reason;
}

/** Earlier releases the file remembers for deploy:rollback (their folders stay side by side). */
const keptForRollback = 10;

type Change =
  | { kind: 'set'; version: string }
  | { kind: 'canary'; version: string; share: number }
  | { kind: 'promote' }
  | { kind: 'rollback' };

/** The version a change puts live, from the file as it is, or why it cannot. */
function target(entry: DeployedRemote | undefined, change: Change): string | { refused: string } {
  const released = asReleased(entry);
  switch (change.kind) {
    case 'set':
      return released?.stable === change.version
        ? { refused: `${change.version} is already the stable release` }
        : change.version;
    case 'canary':
      return released
        ? change.version
        : { refused: 'a canary needs a stable release first (deploy:set without --canary)' };
    case 'promote':
      return released?.canary?.version ?? { refused: 'there is no canary to promote' };
    case 'rollback':
      return released?.previous[0] ?? { refused: 'there is no earlier release to roll back to' };
  }
}

/** The release entry a change leaves, owning what it owned (or, for a new remote, `prefixes`). */
function apply(
  entry: DeployedRemote | undefined,
  change: Change,
  version: string,
  prefixes: string[],
  releasesBase: string | undefined,
): ReleasedRemote {
  const released = asReleased(entry);
  const pushed = released ? [released.stable, ...released.previous].slice(0, keptForRollback) : [];
  // A remote on an origin of its own keeps its releases base: every change names a release there.
  const base = releasesBase === undefined ? {} : { releases: releasesBase };
  switch (change.kind) {
    case 'canary':
      // target() refused a canary without a stable release.
      return released
        ? { ...released, canary: { version, share: change.share }, prefixes }
        : { ...base, stable: version, previous: [], prefixes };
    case 'rollback':
      // An emergency: back to the previous release for everyone, no canary.
      return { ...base, stable: version, previous: released?.previous.slice(1) ?? [], prefixes };
    case 'set':
    case 'promote': {
      const canary = released?.canary;
      return {
        ...base,
        stable: version,
        previous: pushed,
        ...(canary && canary.version !== version && change.kind === 'set' ? { canary } : {}),
        prefixes,
      };
    }
  }
}

/**
 * One change of one remote in one environment, made under the file's deploy lock from the
 * read to the write: the release it puts live is checked first (release-check.ts), and a
 * prune (prune-releases.ts), which takes the same lock, cannot remove it meanwhile. Any
 * refusal changes nothing. `prefixes` gives a remote the addresses it owns: needed for a
 * remote the file does not have yet (a new team's), else it keeps the ones it has.
 * `releasesBase` gives it a releases base of its own (its origin): the release is checked
 * there and every later change keeps it; else it keeps the one it has, or has none.
 */
async function deploy(
  context: DeployContext,
  env: string,
  remoteName: string,
  change: Change,
  options: {
    why?: string | undefined;
    prefixes?: string[] | undefined;
    releasesBase?: string | undefined;
  },
): Promise<Outcome> {
  const remote = remoteNameSchema.safeParse(remoteName);
  if (!remote.success) {
    return refuse(
      `${remoteName}: ${remote.error.issues[0]?.message ?? 'okänt namn'}; filen är oförändrad`,
    );
  }
  if ('version' in change && !releaseVersionSchema.safeParse(change.version).success) {
    return refuse(`${change.version} is not a release version`);
  }
  if (options.releasesBase !== undefined) {
    const base = ownReleasesBaseSchema.safeParse(options.releasesBase);
    if (!base.success) {
      return refuse(
        `${options.releasesBase}: ${base.error.issues[0]?.message ?? 'ingen bas'}; filen är oförändrad`,
      );
    }
    if (change.kind === 'canary') {
      return refuse(
        '--releases-base flyttar varje utgåva av fjärrmodulen: ange den med deploy:set utan --canary; filen är oförändrad',
      );
    }
  }
  const file = deploymentFileOf(context.deployDir, env);
  try {
    readDeploymentFile(file);
  } catch (error) {
    return refuse(`${unreadableFile(file, error)}; filen är oförändrad`);
  }
  const result = await changeDeploymentFile(file, async (latest) => {
    const entry = latest.remotes[remote.data];
    const version = target(entry, change);
    if (typeof version !== 'string') {
      return { refused: `${remote.data} in ${env}: ${version.refused}; nothing changed` };
    }
    const prefixes =
      options.prefixes ?? entry?.prefixes ?? prefixesBeforeTheFileNamedThem[remote.data]?.slice();
    if (prefixes === undefined) {
      return {
        refused: `${remote.data} finns inte i ${env}: en ny fjärrmodul ges sina adresser med --prefixes /adress; filen är oförändrad`,
      };
    }
    const releasesBase = options.releasesBase ?? asReleased(entry)?.releases;
    const problem = await checked(context, latest, remote.data, version, releasesBase);
    if (problem) {
      return { refused: `${problem}; nothing changed` };
    }
    const log: DeployLogEntry = {
      at: (context.now?.() ?? new Date()).toISOString(),
      who: context.who,
      env,
      remote: remote.data,
      action: change.kind,
      from:
        change.kind === 'canary' ? (asReleased(entry)?.canary?.version ?? null) : describe(entry),
      to: version,
      why: options.why ?? `deploy:${change.kind === 'canary' ? 'set --canary' : change.kind}`,
    };
    return {
      next: {
        ...latest,
        remotes: {
          ...latest.remotes,
          [remote.data]: apply(entry, change, version, prefixes, releasesBase),
        },
      },
      log,
    };
  });
  if (!result.ok) {
    return refuse(result.reason);
  }
  const { from, to } = result.log;
  return {
    ok: true,
    message:
      change.kind === 'canary'
        ? `${remote.data} in ${env}: canary ${to} for ${'share' in change ? change.share : 0} % of the browsers (by cohort)`
        : `${remote.data} in ${env}: ${from ?? 'nothing'} → ${to}`,
  };
}

export const deploySet = (
  context: DeployContext,
  env: string,
  remote: string,
  version: string,
  options: { canary?: number; why?: string; prefixes?: string[]; releasesBase?: string } = {},
) =>
  deploy(
    context,
    env,
    remote,
    options.canary === undefined
      ? { kind: 'set', version }
      : { kind: 'canary', version, share: options.canary },
    options,
  );

export const deployPromote = (context: DeployContext, env: string, remote: string, why?: string) =>
  deploy(context, env, remote, { kind: 'promote' }, { why });

export const deployRollback = (context: DeployContext, env: string, remote: string, why?: string) =>
  deploy(context, env, remote, { kind: 'rollback' }, { why });

/** The last change of a remote, as status prints it: a withdrawn canary says so first. */
function lastChangeOf(last: DeployLogEntry): string {
  return last.action === 'withdraw'
    ? `canary ${last.from ?? ''} WITHDRAWN ${last.at} by ${last.who}: ${last.why}`
    : `last ${last.action} ${last.at} by ${last.who}: ${last.why}`;
}

/** What the file says a remote runs, and the addresses it owns. */
function statusOf(entry: DeployedRemote | undefined): string {
  if (entry === undefined) {
    return 'not deployed';
  }
  const owns = `owns ${entry.prefixes.join(' ')}`;
  if (!('stable' in entry)) {
    return `build at ${entry.manifest} (not a release), ${owns}`;
  }
  return [
    `stable ${entry.stable}`,
    entry.previous[0] ? `rollback to ${entry.previous[0]}` : 'no earlier release',
    entry.canary ? `canary ${entry.canary.version} ${entry.canary.share} %` : undefined,
    entry.releases === undefined ? undefined : `releases at ${entry.releases}`,
    owns,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What each environment runs, and the last change of each remote, one line each. */
export function deployStatus(context: DeployContext, env?: string): Outcome {
  const envs =
    env !== undefined
      ? [env]
      : readdirSync(context.deployDir)
          .map((name) =>
            name === 'remotes.json' ? 'local' : /^remotes\.(.+)\.json$/.exec(name)?.[1],
          )
          .filter((name): name is string => name !== undefined)
          .sort();
  const lines: string[] = [];
  for (const name of envs) {
    const file = deploymentFileOf(context.deployDir, name);
    let current: DeploymentFile;
    try {
      current = readDeploymentFile(file);
    } catch (error) {
      lines.push(`${name}: ${unreadableFile(file, error)}`);
      continue;
    }
    const log = readDeployLog(file);
    // Every remote the file names, and one the log remembers that has left it.
    const remotes = new Set([...Object.keys(current.remotes), ...log.map((line) => line.remote)]);
    for (const remote of [...remotes].sort()) {
      const entry = current.remotes[remote];
      const last = log.filter((line) => line.remote === remote).at(-1);
      const lastChange = last ? `; ${lastChangeOf(last)}` : '';
      lines.push(`${name} ${remote}: ${statusOf(entry)}${lastChange}`);
    }
  }
  return { ok: true, message: lines.join('\n') };
}
