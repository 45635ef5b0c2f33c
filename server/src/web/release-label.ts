import type { RemoteName } from '@fullmakt/shared/deployment';
import type { DeploymentFile } from '../deploy/deployment-file-schema';

/** The label of a remote deployed as a plain build URL, not a release (the default file). */
export const buildRelease = 'build';
/** The label of a version the browser named that the deployment file does not know. */
export const unknownRelease = 'okand';

/**
 * The release label of a browser's report: the version it read from the manifest URL, kept
 * only when the deployment file names it for that remote (stable, canary or an earlier
 * release), so a browser cannot make up metric series or touch another release's counts.
 * A remote deployed as a build URL is `build`; anything else `okand`.
 */
export function releaseLabel(
  file: DeploymentFile | undefined,
  remote: RemoteName,
  reported: string | undefined,
): string {
  const entry = file?.remotes[remote];
  if (entry === undefined) {
    return unknownRelease;
  }
  if (!('stable' in entry)) {
    return buildRelease;
  }
  const known = [entry.stable, entry.canary?.version, ...entry.previous];
  return reported !== undefined && known.includes(reported) ? reported : unknownRelease;
}
