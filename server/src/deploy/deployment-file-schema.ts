import { z } from 'zod';
import { inCanaryShare } from './canary-cohort';
import { prefixesBeforeTheFileNamedThem } from './legacy-prefixes';
import {
  manifestUrlSchema,
  ownedPrefixesSchema,
  remoteNameSchema,
  sharedPrefix,
  type Deployment,
  type RemoteName,
} from '@fullmakt/shared/deployment';

/**
 * The operator's deployment file, one per environment (README "Deploying one remote"): for
 * each remote either a release of it (`releases/<app>/<version>/`, made by `pnpm release`)
 * or the plain URL of an `mf-manifest.json` (the folders `pnpm build` fills, a dev server,
 * another origin), and the address prefixes it owns. A remote no build of the shell knows
 * (issue 31's mfe_verifiera) joins the site with its entry here and nothing else. What the
 * shell gets as `/remotes.json` is the served form (@fullmakt/shared/deployment): a
 * manifest URL and the prefixes per remote; the file's other facts (earlier releases, a
 * canary) stay on the server.
 */
export const releaseVersionSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/, 'en version är bokstäver, siffror, . _ eller -');

/**
 * A remote's own releases base: a path on this site or an http(s) URL (its origin, a CDN),
 * with no query or fragment, since a release's path is appended to it.
 */
export const ownReleasesBaseSchema = z
  .string()
  .regex(
    /^(\/|https?:\/\/[^/?#\s]+)[^?#\s]*$/,
    'releases är fjärrmodulens egen bas, en sökväg som börjar med / eller en http(s)-URL utan ? och #: utgåvan ligger på <bas>/<version>/',
  );

/** Optional only for the four remotes of a file written before the file named prefixes. */
const prefixesField = { prefixes: z.optional(ownedPrefixesSchema) };

const builtRemoteSchema = z.object({ manifest: manifestUrlSchema, ...prefixesField }).strict();

const releasedRemoteSchema = z
  .object({
    /**
     * The remote's own releases base (a remote on an origin of its own, the production
     * shape): its releases are `<releases>/<version>/`, without the app's folder, since the
     * base is this remote's alone. Without it, the file-wide base's `<app>/<version>/`.
     */
    releases: ownReleasesBaseSchema.optional(),
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
    ...prefixesField,
  })
  .strict();

/** The prefixes every remote has once the file is read: said in the file, or the old default. */
type Owning<T> = Omit<T, 'prefixes'> & { prefixes: string[] };
export type BuiltRemote = Owning<z.output<typeof builtRemoteSchema>>;
export type ReleasedRemote = Owning<z.output<typeof releasedRemoteSchema>>;
export type DeployedRemote = BuiltRemote | ReleasedRemote;

export const deploymentFileSchema = z
  .object({
    /**
     * Where the releases are served: a path on this site (default `/releases`, served by
     * the server from FULLMAKT_RELEASES_DIR) or the https origin of a CDN.
     */
    releases: z
      .string()
      .regex(/^(\/|https?:\/\/)/, 'releases är en sökväg som börjar med / eller en http(s)-URL')
      .optional(),
    remotes: z.record(
      remoteNameSchema,
      // A bare manifest URL is the short form of `{ "manifest": … }`, as files before had it.
      z.union([manifestUrlSchema, builtRemoteSchema, releasedRemoteSchema]),
    ),
  })
  .strict()
  .transform((file, context) => {
    const remotes: Record<RemoteName, DeployedRemote> = {};
    for (const [remote, entry] of Object.entries(file.remotes)) {
      const given = typeof entry === 'string' ? { manifest: entry } : entry;
      const prefixes = given.prefixes ?? prefixesBeforeTheFileNamedThem[remote];
      if (prefixes === undefined) {
        context.issues.push({
          code: 'custom',
          input: entry,
          path: ['remotes', remote, 'prefixes'],
          message: `${remote} äger inga adresser: ange "prefixes" i filen (deploy:set --prefixes /adress)`,
        });
        continue;
      }
      remotes[remote] = { ...given, prefixes: [...prefixes] };
    }
    const clash = sharedPrefix(
      Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, entry.prefixes])),
    );
    if (clash) {
      context.issues.push({
        code: 'custom',
        input: file.remotes,
        path: ['remotes', clash.remotes[1], 'prefixes'],
        message: `${clash.remotes[0]} och ${clash.remotes[1]} äger båda ${clash.prefix}: en adress har en ägare`,
      });
    }
    return { ...(file.releases === undefined ? {} : { releases: file.releases }), remotes };
  });
export type DeploymentFile = z.output<typeof deploymentFileSchema>;
/** The file as written: a remote of the first four may leave its prefixes out. */
export type DeploymentFileInput = z.input<typeof deploymentFileSchema>;

export const defaultReleasesUrl = '/releases';

/** The app (folder and release name) of a remote: `mfe_privat` is built from `mfe-privat/`. */
export function appOfRemote(remote: RemoteName): string {
  return remote.replace('_', '-');
}

/**
 * The URL of a release's folder, with a trailing slash. A remote with a base of its own
 * (`"releases"` in its entry: its origin, in the production shape) has its releases right
 * below it, `<base>/<version>/`; every other remote's are below the file-wide base (default
 * `/releases`) in its app's folder, `<base>/<app>/<version>/`, as `pnpm release` lays them
 * out. Either way the same folder of `pnpm release`'s output: a remote's own origin serves
 * its app's folder (`releases/mfe-info/`) as its root. `own` is the remote's base, as the
 * file has it unless a deploy gives it another.
 */
export function releaseUrl(
  file: DeploymentFile,
  remote: RemoteName,
  version: string,
  own: string | undefined = asReleased(file.remotes[remote])?.releases,
): string {
  if (own !== undefined) {
    return `${own.replace(/\/+$/, '')}/${version}/`;
  }
  const base = (file.releases ?? defaultReleasesUrl).replace(/\/+$/, '');
  return `${base}/${appOfRemote(remote)}/${version}/`;
}

/** The entry as a release, or undefined for a remote deployed as a build URL. */
export function asReleased(entry: DeployedRemote | undefined): ReleasedRemote | undefined {
  return entry && 'stable' in entry ? entry : undefined;
}

/**
 * What the shell is told: each remote's manifest URL, for a release its stable one, or its
 * canary for a browser whose cohort is in the canary's share (without a cohort, stable),
 * and the prefixes each owns.
 */
export function servedDeployment(file: DeploymentFile, cohort?: string): Deployment {
  const served: Deployment = { remotes: {}, prefixes: {} };
  for (const [remote, entry] of Object.entries(file.remotes)) {
    const released = asReleased(entry);
    if (released) {
      const canary =
        released.canary !== undefined &&
        cohort !== undefined &&
        inCanaryShare(cohort, remote, released.canary.share);
      const version = canary && released.canary ? released.canary.version : released.stable;
      served.remotes[remote] = `${releaseUrl(file, remote, version)}mf-manifest.json`;
    } else if ('manifest' in entry) {
      served.remotes[remote] = entry.manifest;
    }
    served.prefixes[remote] = entry.prefixes;
  }
  return served;
}

/** Whether the answer depends on the browser's cohort: some remote has a canary with a share. */
export function hasCanary(file: DeploymentFile): boolean {
  return Object.values(file.remotes).some((entry) => (asReleased(entry)?.canary?.share ?? 0) > 0);
}
