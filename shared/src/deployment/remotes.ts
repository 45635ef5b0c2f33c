// zod/mini: the shell reads the deployment file before its first render, with no classic zod.
import { z } from 'zod/mini';

/**
 * The deployment file (`/remotes.json`): which remote lives where. The shell knows a remote
 * only by this name and the URL of its `mf-manifest.json`, so a remote can move or be
 * redeployed without rebuilding the shell. A relative URL is resolved against the site.
 */
export const remoteNames = ['mfe_info', 'mfe_privat', 'mfe_organisation', 'mfe_ombud'] as const;
export const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** The URL of a remote's `mf-manifest.json`; the server's deployment file checks its own with it. */
export const manifestUrlSchema = z.string().check(
  z.minLength(1),
  z.refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
    message: 'must be an absolute http(s) URL or a path starting with /',
  }),
  z.refine((value) => value.endsWith('mf-manifest.json'), {
    message: 'must point to an mf-manifest.json',
  }),
);

export const deploymentSchema = z.object({
  // Partial: a remote left out is simply unavailable (its pages say so); the rest work.
  remotes: z.partialRecord(remoteNameSchema, manifestUrlSchema),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** Origins other than the site's own that serve remotes: CORS and CSP must allow them. */
export function foreignRemoteOrigins(deployment: Deployment): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(deployment.remotes)) {
    if (url && /^https?:\/\//.test(url)) {
      origins.add(new URL(url).origin);
    }
  }
  return [...origins].sort();
}
