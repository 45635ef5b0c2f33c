import type { RemoteName } from '@fullmakt/shared/deployment';

/**
 * The prefixes of the site's first four remotes, for a deployment file written before the
 * file named them (issue 29 item 2): such a file keeps working after the server is updated,
 * and the next deploy writes them into it. A remote not listed here, such as any new one,
 * must name its prefixes in the file. The shell never sees this list: it gets the prefixes
 * with the deployment it is served.
 */
export const prefixesBeforeTheFileNamedThem: Readonly<Record<RemoteName, readonly string[]>> = {
  mfe_info: ['/', '/info', '/en'],
  mfe_privat: ['/privat'],
  mfe_organisation: ['/organisation'],
  mfe_ombud: ['/privat/ombud', '/organisation/ombud'],
};
