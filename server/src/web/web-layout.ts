import path from 'node:path';
import { defaultDeploymentFile, defaultReleasesDir, repoRoot } from '../paths';

/** Where the built shell and each remote are read from, and under which URL each is served. */
export interface WebLayout {
  shellDir: string;
  /** Folders of remote code, each served under its URL prefix (CORS-open, precompressed). */
  remotes: { urlPrefix: string; dir: string }[];
}

const remoteShortNames = ['info', 'privat', 'organisation', 'ombud', 'verifiera'] as const;

/** Releases made by `pnpm release`, side by side: `<dir>/<app>/<version>/`, served at /releases/. */
const releasesUrlPrefix = '/releases/';

/**
 * Without a web dir the server serves the builds where they land in the repo
 * (`shell/dist`, `mfe-info/dist`, ...). With one (a deploy, or the e2e suite's copy) it
 * expects `<dir>/shell` and `<dir>/mfe/<name>`, so a remote is redeployed by replacing
 * one folder while the server runs. Either way the releases folder (FULLMAKT_RELEASES_DIR,
 * default `releases/` in the repo) is served at /releases/, for a deployment file that
 * names releases.
 */
export function resolveWebLayout(
  webDir: string | undefined,
  releasesDir: string = defaultReleasesDir,
): WebLayout {
  const releases = { urlPrefix: releasesUrlPrefix, dir: path.resolve(releasesDir) };
  if (webDir) {
    return {
      shellDir: path.join(webDir, 'shell'),
      remotes: [
        ...remoteShortNames.map((name) => ({
          urlPrefix: `/mfe/${name}/`,
          dir: path.join(webDir, 'mfe', name),
        })),
        releases,
      ],
    };
  }
  return {
    shellDir: path.join(repoRoot, 'shell', 'dist'),
    remotes: [
      ...remoteShortNames.map((name) => ({
        urlPrefix: `/mfe/${name}/`,
        dir: path.join(repoRoot, `mfe-${name}`, 'dist'),
      })),
      releases,
    ],
  };
}

/**
 * The folder on this machine that holds a deployed remote's manifest (and its other files),
 * or undefined when another origin serves it; never a folder outside the served ones.
 */
export function localFolderOf(layout: WebLayout, manifestUrl: string): string | undefined {
  const remote = layout.remotes.find((candidate) => manifestUrl.startsWith(candidate.urlPrefix));
  if (!remote) {
    return undefined;
  }
  const dir = path.dirname(path.join(remote.dir, manifestUrl.slice(remote.urlPrefix.length)));
  return dir === remote.dir || dir.startsWith(remote.dir + path.sep) ? dir : undefined;
}

export { defaultDeploymentFile };
