import { z } from 'zod';
import { inCanaryShare } from './canary-cohort';
import {
  manifestUrlSchema,
  remoteNameSchema,
  type Deployment,
  type RemoteName,
} from '@fullmakt/shared/deployment';

/**
 * The operator's deployment file, one per environment (README "Deploying one remote"): for
 * each remote either a release of it (`releases/<app>/<version>/`, made by `pnpm release`)
 * or, as the default file has it, the plain URL of an `mf-manifest.json` (the folders
 * `pnpm build` fills, a dev server, another origin). What the shell gets as `/remotes.json`
 * is the served form, a manifest URL per remote (@fullmakt/shared/deployment): the file's
 * extra facts (earlier releases, a canary) stay on the server.
 */
export const releaseVersionSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/, 'a release version is letters, digits, . _ or -');

const releasedRemoteSchema = z
  .object({
    /** The release every browser gets (every browser not in the canary's share). */
    stable: releaseVersionSchema,
    /** Earlier stable releases, newest first: `deploy:rollback` goes back to the first. */
    previous: z.array(releaseVersionSchema).max(20).default([]),
    /**
     * A release shown to a share of browsers first: those whose cohort (canary-cohort.ts)
     * falls below the share get it, every other browser gets `stable`.
     */
    canary: z
      .object({ version: releaseVersionSchema, share: z.number().min(0).max(100) })
      .strict()
      .optional(),
  })
  .strict();
export type ReleasedRemote = z.infer<typeof releasedRemoteSchema>;

export const deploymentFileSchema = z
  .object({
    /**
     * Where the releases are served: a path on this site (default `/releases`, served by
     * the server from FULLMAKT_RELEASES_DIR) or the https origin of a CDN.
     */
    releases: z
      .string()
      .regex(/^(\/|https?:\/\/)/, 'releases is a path starting with / or an http(s) URL')
      .optional(),
    remotes: z.partialRecord(remoteNameSchema, z.union([manifestUrlSchema, releasedRemoteSchema])),
  })
  .strict();
export type DeploymentFile = z.infer<typeof deploymentFileSchema>;

export const defaultReleasesUrl = '/releases';

/** The app (folder and release name) of a remote: `mfe_privat` is built from `mfe-privat/`. */
export function appOfRemote(remote: RemoteName): string {
  return remote.replace('_', '-');
}

/** The URL of a release's folder, with a trailing slash. */
export function releaseUrl(file: DeploymentFile, remote: RemoteName, version: string): string {
  const base = (file.releases ?? defaultReleasesUrl).replace(/\/+$/, '');
  return `${base}/${appOfRemote(remote)}/${version}/`;
}

/**
 * What the shell is told: each remote's manifest URL, for a release its stable one, or its
 * canary for a browser whose cohort is in the canary's share. Without a cohort, stable.
 */
export function servedDeployment(file: DeploymentFile, cohort?: string): Deployment {
  const remotes: Deployment['remotes'] = {};
  for (const [name, entry] of Object.entries(file.remotes)) {
    const remote = remoteNameSchema.parse(name);
    if (typeof entry === 'string') {
      remotes[remote] = entry;
    } else if (entry) {
      const canary =
        entry.canary && cohort !== undefined && inCanaryShare(cohort, remote, entry.canary.share);
      const version = canary && entry.canary ? entry.canary.version : entry.stable;
      remotes[remote] = `${releaseUrl(file, remote, version)}mf-manifest.json`;
    }
  }
  return { remotes };
}

/** Whether the answer depends on the browser's cohort: some remote has a canary with a share. */
export function hasCanary(file: DeploymentFile): boolean {
  return Object.values(file.remotes).some(
    (entry) => typeof entry === 'object' && entry.canary !== undefined && entry.canary.share > 0,
  );
}
