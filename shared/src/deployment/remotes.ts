// zod/mini: the shell reads the deployment file before its first render, with no classic zod.
import { z } from 'zod/mini';
import { ownedPrefixesSchema } from './remote-ownership';

/**
 * The deployment file as a browser is served it (`/remotes.json`, also written into the
 * page): which remote lives where, and which addresses each owns. The shell knows a remote
 * only by this name, the URL of its `mf-manifest.json` and its prefixes, so a remote can
 * move, be redeployed, or join the site (a fifth team's remote) without rebuilding the
 * shell or releasing @fullmakt/shared. A relative URL is resolved against the site.
 */

/**
 * A remote's Module Federation name (the `name` its build gives its container): `mfe_`
 * and a short lowercase word. Its app folder and release name is the same with a hyphen
 * (`mfe_verifiera` is built from `mfe-verifiera/`).
 */
export const remoteNameSchema = z
  .string()
  .check(
    z.regex(/^mfe_[a-z][a-z0-9]{0,30}$/, 'en fjärrmodul heter mfe_ och ett ord av små bokstäver'),
  );
export type RemoteName = z.infer<typeof remoteNameSchema>;

/**
 * The four remotes the site started with. No longer the list of remotes (the deployment file
 * names each one), but kept: a remote built against 1.x may import it from the shell's
 * shared singleton, and an export that disappears would need a new major version.
 */
export const remoteNames = ['mfe_info', 'mfe_privat', 'mfe_organisation', 'mfe_ombud'] as const;

/** The URL of a remote's `mf-manifest.json`; the server's deployment file checks its own with it. */
export const manifestUrlSchema = z.string().check(
  z.minLength(1),
  z.refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
    message: 'ska vara en absolut http(s)-URL eller en sökväg som börjar med /',
  }),
  z.refine((value) => value.endsWith('mf-manifest.json'), {
    message: 'ska peka på en mf-manifest.json',
  }),
);

export const deploymentSchema = z.object({
  // A remote left out is simply unavailable (its pages say so); the rest work.
  remotes: z.record(remoteNameSchema, manifestUrlSchema),
  /** The address prefixes each remote owns (remote-ownership.ts); the server checked them. */
  prefixes: z.record(remoteNameSchema, ownedPrefixesSchema),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** Origins other than the site's own that serve remotes: CORS and CSP must allow them. */
export function foreignRemoteOrigins(deployment: Pick<Deployment, 'remotes'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(deployment.remotes)) {
    if (/^https?:\/\//.test(url)) {
      origins.add(new URL(url).origin);
    }
  }
  return [...origins].sort();
}
