import { z } from 'zod';

/**
 * Where the editor app saves, read at start from `backend.json` beside index.html: the
 * deployment decides, not the build, so the same files serve a developer's machine and an
 * agency's editor origin.
 *
 * - `local`: Decap's local backend (decap-server in git mode), which commits each save in
 *   a clone on the developer's machine; `publishUrl` is the local publish endpoint
 *   (server/start.mjs).
 * - `gitlab`: the agency's own GitLab; editors sign in there (PKCE), with the agency's
 *   single sign-on, and only members of the content project can save (README "Editors").
 */
export const backendSettingsSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('local'),
    apiUrl: z.url(),
    publishUrl: z.string().startsWith('/'),
  }),
  z.strictObject({
    kind: z.literal('gitlab'),
    repo: z.string().regex(/^[\w.-]+(\/[\w.-]+)+$/),
    baseUrl: z.url().startsWith('https://'),
    appId: z.string().min(1),
    branch: z.string().min(1).default('main'),
  }),
]);

export type BackendSettings = z.infer<typeof backendSettingsSchema>;

/** Reads backend.json; without a valid one the editor does not start (and says why). */
export async function loadBackendSettings(
  fetchImpl: typeof fetch = fetch,
): Promise<BackendSettings | undefined> {
  const response = await fetchImpl(new URL('backend.json', document.baseURI), {
    cache: 'no-store',
  });
  if (!response.ok) {
    return undefined;
  }
  const parsed = backendSettingsSchema.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}
