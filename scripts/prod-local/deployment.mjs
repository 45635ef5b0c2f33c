// The production shape's deployment file and its remote deploys (`pnpm prod:local up`,
// `deploy-remote`): each remote released on an origin of its own, named in the file's
// released form with that origin as its own releases base, so the deploy CLI (README
// "Deploying one remote") checks, locks, writes and logs each deploy as in production.
import path from 'node:path';

/** The environment of the file: `.prod-local/remotes.test.json` (the servers' FULLMAKT_REMOTES_FILE). */
export const deploymentEnv = 'test';

/** The file in `stateDir` the servers read and the deploy CLI changes. */
export const deploymentFileIn = (stateDir) => path.join(stateDir, `remotes.${deploymentEnv}.json`);

/**
 * The file `up` writes: every remote's release `version` as stable, on its own origin.
 * Its origin serves the remote's releases folder (`releases/<app>/`) as its root, so a
 * release is `<origin>/<version>/` (deployment-file-schema.ts `releaseUrl`), the same
 * manifest URL the plain form named before.
 */
export function deploymentOfReleases(remotes, version) {
  return {
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote.name,
        { releases: remote.origin, stable: version, previous: [], prefixes: remote.prefixes },
      ]),
    ),
  };
}

/**
 * `deploy:set` for one remote, as `deploy-remote` runs it: node's arguments (in the server's
 * folder, where tsx is) and the environment added. The CLI checks the release on the
 * remote's origin and the shell's shared version on the front, both over the TLS of
 * `certFile`, which Node is told to trust (as the server processes are).
 */
export function deployRemoteCommand({ remote, version, stateDir, site, certFile, why }) {
  return {
    args: [
      '--import',
      'tsx',
      'src/deploy/cli.ts',
      'set',
      deploymentEnv,
      remote.name,
      version,
      '--deploy-dir',
      stateDir,
      '--site',
      site,
      '--why',
      why,
    ],
    env: certFile === undefined ? {} : { NODE_EXTRA_CA_CERTS: certFile },
  };
}
