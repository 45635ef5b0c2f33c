import type { Deployment, RemoteName } from '@fullmakt/shared/first-view';

/**
 * Which release of each remote this page was given (issue 29 item 5): the version in the
 * manifest URL the server handed out, `/releases/<app>/<version>/mf-manifest.json`, or for a
 * build URL the folder the manifest sits in. The reports name it, so the server counts
 * loads and errors per release and can tell a bad canary from its stable release.
 */
const releases = new Map<RemoteName, string>();

/** The version in a manifest URL: the folder the manifest sits in. */
export function releaseOfManifestUrl(url: string): string | undefined {
  return /\/([^/]{1,64})\/mf-manifest\.json$/.exec(url)?.[1];
}

export function rememberReleases(deployment: Pick<Deployment, 'remotes'>): void {
  releases.clear();
  for (const [remote, url] of Object.entries(deployment.remotes)) {
    const release = releaseOfManifestUrl(url);
    if (release !== undefined) {
      releases.set(remote, release);
    }
  }
}

export function releaseOf(remote: RemoteName): string | undefined {
  return releases.get(remote);
}
