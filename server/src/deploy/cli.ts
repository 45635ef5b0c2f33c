import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultReleasesDir, serverDir } from '../paths';
import {
  deployPromote,
  deployRollback,
  deploySet,
  deployStatus,
  type DeployContext,
  type Outcome,
} from './deploy-commands';
import { pruneReleases } from './prune-releases';

/**
 * `pnpm deploy:status [env]`, `pnpm deploy:set <env> <remote> <version> [--canary <percent>]
 * [--prefixes /a,/b]` (the addresses the remote owns: needed the first time, for a new remote)
 * [--releases-base <url>] (the remote's own releases base, its origin: `<url>/<version>/`),
 * `pnpm deploy:promote <env> <remote>`, `pnpm deploy:rollback <env> <remote>` (README
 * "Deploying one remote"). Options: --why <text> (the log's reason), --site <url> (the site
 * whose releases and shell are checked; FULLMAKT_DEPLOY_SITE, default http://localhost:8080),
 * --deploy-dir <dir> (FULLMAKT_DEPLOY_DIR, default server/deploy). Who deploys is
 * FULLMAKT_DEPLOY_WHO or the user's login name. A refusal is one line and exit code 1.
 * `pnpm deploy:prune [--dry-run] [--keep <n>] [--releases <dir>]` removes the releases no
 * deployment file names, beyond each remote's newest three (prune-releases.ts).
 */
const usage =
  'usage: deploy status [env] | set <env> <remote> <version> [--canary <percent>] [--prefixes /a,/b] [--releases-base <url>] | promote <env> <remote> | rollback <env> <remote> [--why <text>] | prune [--dry-run] [--keep <n>] [--releases <dir>]';

/** pnpm runs scripts in the package's folder; a relative path means the caller's folder. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(argv: string[]): Promise<Outcome> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      why: { type: 'string' },
      canary: { type: 'string' },
      prefixes: { type: 'string' },
      'releases-base': { type: 'string' },
      site: { type: 'string' },
      'deploy-dir': { type: 'string' },
      releases: { type: 'string' },
      keep: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  const context: DeployContext = {
    deployDir: fromCaller(
      values['deploy-dir'] ?? process.env.FULLMAKT_DEPLOY_DIR ?? path.join(serverDir, 'deploy'),
    ),
    site: new URL(values.site ?? process.env.FULLMAKT_DEPLOY_SITE ?? 'http://localhost:8080'),
    who: process.env.FULLMAKT_DEPLOY_WHO ?? userInfo().username,
  };
  const [command, env, remote, version] = positionals;
  const why = values.why;
  switch (command) {
    case 'status':
      return deployStatus(context, env);
    case 'set': {
      if (!env || !remote || !version) {
        return { ok: false, message: usage };
      }
      const canary = values.canary === undefined ? undefined : Number(values.canary);
      if (canary !== undefined && !(canary >= 0 && canary <= 100)) {
        return { ok: false, message: `--canary takes a share from 0 to 100, not ${values.canary}` };
      }
      return deploySet(context, env, remote, version, {
        ...(canary === undefined ? {} : { canary }),
        ...(why === undefined ? {} : { why }),
        // Checked with the rest of the file before it is written (deployment-file-schema.ts).
        ...(values.prefixes === undefined
          ? {}
          : { prefixes: values.prefixes.split(',').map((prefix) => prefix.trim()) }),
        // The remote's own releases base, its origin: checked like the file's (deploy-commands.ts).
        ...(values['releases-base'] === undefined ? {} : { releasesBase: values['releases-base'] }),
      });
    }
    case 'prune':
      return prune(context.deployDir, values);
    case 'promote':
    case 'rollback':
      if (!env || !remote) {
        return { ok: false, message: usage };
      }
      return (command === 'promote' ? deployPromote : deployRollback)(context, env, remote, why);
    default:
      return { ok: false, message: usage };
  }
}

async function prune(
  deployDir: string,
  values: {
    releases?: string | undefined;
    keep?: string | undefined;
    'dry-run'?: boolean | undefined;
  },
): Promise<Outcome> {
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 3)) {
    return { ok: false, message: `--keep takes a whole number of at least 3, not ${values.keep}` };
  }
  const dryRun = values['dry-run'] === true;
  const result = await pruneReleases({
    deployDir,
    releasesDir: fromCaller(
      values.releases ?? process.env.FULLMAKT_RELEASES_DIR ?? defaultReleasesDir,
    ),
    dryRun,
    ...(keep === undefined ? {} : { keep }),
  });
  if ('refused' in result) {
    return { ok: false, message: result.refused };
  }
  const verb = dryRun ? 'would remove' : 'removed';
  return {
    ok: true,
    message:
      result.removed.length === 0
        ? `nothing to remove; ${result.kept} releases kept`
        : `${verb} ${result.removed.join(', ')}; ${result.kept} releases kept`,
  };
}

const outcome = await main(process.argv.slice(2)).catch((error: unknown): Outcome => ({
  ok: false,
  message: error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error),
}));
if (outcome.ok) {
  console.info(outcome.message);
} else {
  console.error(`deploy: ${outcome.message}`);
  process.exitCode = 1;
}
