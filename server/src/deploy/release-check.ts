import { createHash } from 'node:crypto';
import { z } from 'zod';

/** What `pnpm release` writes beside a release's files (scripts/release.mjs); what a deploy reads. */
export const releaseFileSchema = z.object({
  app: z.string(),
  version: z.string(),
  commit: z.string(),
  buildTime: z.string(),
  sharedVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
  entries: z.record(z.string(), z.string()),
  files: z.record(z.string(), z.string().regex(/^sha384-/)),
  routes: z.array(z.string()),
  gzippedBytes: z.number(),
});
export type ReleaseFile = z.infer<typeof releaseFileSchema>;

const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string() }) }),
  shared: z.array(z.object({ name: z.string(), version: z.string() })),
});

type Check = { ok: true; release: ReleaseFile } | { ok: false; reason: string };

function semver(text: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map(Number);
  return [major, minor, patch];
}

/**
 * Whether a remote built against one @fullmakt/shared runs on the shell's: the shell
 * provides one copy to all, so the remote needs the same major (another may have removed
 * what it uses) and no newer version (it may use what the shell's lacks).
 */
export function sharedFits(remote: string, shell: string): string | undefined {
  const [rMajor, rMinor, rPatch] = semver(remote);
  const [sMajor, sMinor, sPatch] = semver(shell);
  if (rMajor !== sMajor) {
    return `it is built against @fullmakt/shared ${remote}, another major than the shell's ${shell}`;
  }
  if (rMinor > sMinor || (rMinor === sMinor && rPatch > sPatch)) {
    return `it is built against @fullmakt/shared ${remote}, newer than the shell's ${shell}`;
  }
  return undefined;
}

async function get(url: URL): Promise<{ status: number; bytes: Buffer } | { error: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { error: cause instanceof Error ? cause.message : String(cause) };
  }
}

/**
 * Everything a deploy checks before it writes (README "Deploying one remote"): the release
 * answers at its URL, its release.json and mf-manifest.json parse, every file it lists
 * matches its SRI, and the @fullmakt/shared it was built against fits the shell's. The first
 * failure is the answer, in one line.
 */
export async function checkRelease(options: {
  /** The release's folder, with a trailing slash. */
  url: URL;
  app: string;
  version: string;
  shellSharedVersion: string;
}): Promise<Check> {
  const { url, app, version } = options;
  const what = `${app} ${version}`;
  const releaseAnswer = await get(new URL('release.json', url));
  if ('error' in releaseAnswer) {
    return { ok: false, reason: `${what} does not answer at ${url.href} (${releaseAnswer.error})` };
  }
  if (releaseAnswer.status === 404) {
    return { ok: false, reason: `${what} is not a release: ${url.href}release.json answers 404` };
  }
  if (releaseAnswer.status !== 200) {
    return {
      ok: false,
      reason: `${what}: ${url.href}release.json answers ${releaseAnswer.status}`,
    };
  }
  let release: ReleaseFile;
  try {
    release = releaseFileSchema.parse(JSON.parse(releaseAnswer.bytes.toString('utf8')));
  } catch {
    return { ok: false, reason: `${what}: its release.json cannot be parsed` };
  }
  if (release.app !== app || release.version !== version) {
    return {
      ok: false,
      reason: `${what}: its release.json is of ${release.app} ${release.version}`,
    };
  }
  const manifestAnswer = await get(new URL('mf-manifest.json', url));
  try {
    if ('error' in manifestAnswer || manifestAnswer.status !== 200) {
      throw new Error('unreadable');
    }
    manifestSchema.parse(JSON.parse(manifestAnswer.bytes.toString('utf8')));
  } catch {
    return { ok: false, reason: `${what}: its mf-manifest.json cannot be read or parsed` };
  }
  for (const [file, integrity] of Object.entries(release.files)) {
    const answer = await get(new URL(file, url));
    if ('error' in answer || answer.status !== 200) {
      return { ok: false, reason: `${what}: ${file} does not answer` };
    }
    const actual = `sha384-${createHash('sha384').update(answer.bytes).digest('base64')}`;
    if (actual !== integrity) {
      return { ok: false, reason: `${what}: ${file} does not match its SRI (${integrity})` };
    }
  }
  const misfit = sharedFits(release.sharedVersion, options.shellSharedVersion);
  if (misfit) {
    return { ok: false, reason: `${what}: ${misfit}` };
  }
  return { ok: true, release };
}

/** The @fullmakt/shared version the deployed shell provides, from its /shared-version.json. */
export async function shellSharedVersion(site: URL): Promise<string | { error: string }> {
  const answer = await get(new URL('/shared-version.json', site));
  if ('error' in answer) {
    return { error: `the site ${site.origin} does not answer (${answer.error})` };
  }
  let body: unknown;
  try {
    body = answer.status === 200 ? JSON.parse(answer.bytes.toString('utf8')) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+$/) }).safeParse(body);
  return parsed.success
    ? parsed.data.version
    : { error: `the shell at ${site.origin} does not say which @fullmakt/shared it provides` };
}
