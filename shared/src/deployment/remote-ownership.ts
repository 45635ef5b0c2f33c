import { z } from 'zod/mini';
import type { RemoteName } from './remotes';

/**
 * Which remote owns an address (ARCHITECTURE.md, issue 29 item 2): the deployment file says,
 * per remote, the prefixes it owns, so a new remote joins the site with a line in that file
 * and no release of the shell or of @fullmakt/shared. The shell loads the owner's routes for
 * an address, and the server preloads its files and asks its declared routes whether the
 * address is a page (server/src/web).
 *
 * A prefix owns itself and every address below it (`/info` owns `/info` and `/info/om-oss`,
 * not `/informera`), except `/`, which owns only the start page: every address lies below
 * it, and the shell's own pages and a true 404 must not load a remote. Where prefixes nest
 * (the ombud remote's `/privat/ombud` inside `/privat`), the longest one wins.
 */

const segment = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** `/`, or lowercase segments of letters, digits and inner hyphens, without a trailing `/`. */
export const ownedPrefixSchema = z
  .string()
  .check(
    z.maxLength(100),
    z.regex(
      new RegExp(`^/(?:${segment}(?:/${segment})*)?$`),
      'ett prefix är / eller /del(/del)* av små bokstäver, siffror och bindestreck inuti, utan / sist',
    ),
  );

export const ownedPrefixesSchema = z.array(ownedPrefixSchema).check(
  z.minLength(1, 'en fjärrmodul äger minst ett prefix'),
  z.maxLength(20),
  z.refine(
    (prefixes) => new Set(prefixes).size === prefixes.length,
    'samma prefix står två gånger',
  ),
);

/** Each remote's owned prefixes, as the deployment file says. */
export type RemotePrefixes = Record<RemoteName, readonly string[]>;

/** The prefix two remotes both claim, if any: the file must give each address one owner. */
export function sharedPrefix(
  prefixes: RemotePrefixes,
): { prefix: string; remotes: [RemoteName, RemoteName] } | undefined {
  const owners = new Map<string, RemoteName>();
  for (const [remote, owned] of Object.entries(prefixes)) {
    for (const prefix of owned) {
      const other = owners.get(prefix);
      if (other !== undefined) {
        return { prefix, remotes: [other, remote] };
      }
      owners.set(prefix, remote);
    }
  }
  return undefined;
}

function normalise(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function owns(prefix: string, pathname: string): boolean {
  if (prefix === '/') {
    return pathname === '/';
  }
  const here = pathname.toLowerCase();
  return here === prefix || here.startsWith(`${prefix}/`);
}

/** The remote that owns an address: of the prefixes that own it, the longest. */
export function remoteOwning(path: string, prefixes: RemotePrefixes): RemoteName | undefined {
  const pathname = normalise(path);
  let best: { remote: RemoteName; length: number } | undefined;
  for (const [remote, owned] of Object.entries(prefixes)) {
    for (const prefix of owned) {
      if (owns(prefix, pathname) && (!best || prefix.length > best.length)) {
        best = { remote, length: prefix.length };
      }
    }
  }
  return best?.remote;
}
