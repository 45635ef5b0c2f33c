import path from 'node:path';
import { defaultDeploymentFile, repoRoot } from '../paths';

/** Where the built shell and each remote are read from, and under which URL each is served. */
export interface WebLayout {
  shellDir: string;
  remotes: { urlPrefix: string; dir: string }[];
}

const remoteShortNames = ['info', 'privat', 'organisation', 'ombud'] as const;

/**
 * Without a web dir the server serves the builds where they land in the repo
 * (`shell/dist`, `mfe-info/dist`, ...). With one (a deploy, or the e2e suite's copy) it
 * expects `<dir>/shell` and `<dir>/mfe/<name>`, so a remote is redeployed by replacing
 * one folder while the server runs.
 */
export function resolveWebLayout(webDir: string | undefined): WebLayout {
  if (webDir) {
    return {
      shellDir: path.join(webDir, 'shell'),
      remotes: remoteShortNames.map((name) => ({
        urlPrefix: `/mfe/${name}/`,
        dir: path.join(webDir, 'mfe', name),
      })),
    };
  }
  return {
    shellDir: path.join(repoRoot, 'shell', 'dist'),
    remotes: remoteShortNames.map((name) => ({
      urlPrefix: `/mfe/${name}/`,
      dir: path.join(repoRoot, `mfe-${name}`, 'dist'),
    })),
  };
}

export { defaultDeploymentFile };
