import type { RemoteName } from './remotes';

/**
 * Which remote owns a path (ARCHITECTURE.md, issue 2): the shell loads that remote's routes,
 * and the server preloads its files in the page (server/src/web/remote-preload.ts). The ombud prefixes come first
 * because they sit inside the /privat and /organisation trees.
 */
const ownership: { remote: RemoteName; owns: (path: string) => boolean }[] = [
  { remote: 'mfe_ombud', owns: (p) => /^\/(privat|organisation)\/ombud(\/|$)/.test(p) },
  {
    remote: 'mfe_privat',
    owns: (p) => p === '/privat' || /^\/privat\/fullmaktsgivare(\/|$)/.test(p),
  },
  {
    remote: 'mfe_organisation',
    owns: (p) =>
      p === '/organisation' ||
      p === '/organisation/engagemang' ||
      /^\/organisation\/fullmaktsgivare(\/|$)/.test(p),
  },
  { remote: 'mfe_info', owns: (p) => p === '/' || /^\/info(\/|$)/.test(p) },
];

function normalise(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function remoteOwning(path: string): RemoteName | undefined {
  const pathname = normalise(path);
  return ownership.find((entry) => entry.owns(pathname))?.remote;
}
