/**
 * What the page needs of a remote's Module Federation manifest (`mf-manifest.json`): where
 * its remoteEntry is, and the files of each exposed module that it needs at once. (The
 * server reads the same fields for a first view's preloads: server/src/web/remote-preload.ts.)
 * Checked by hand, not with zod: this runs in the shell's entry chunk, before the libraries
 * (and zod's schemas) have loaded, and a schema library here would cost more than the
 * runtime code this replaces.
 */
export interface Manifest {
  /** The absolute URL the manifest's file names are relative to. */
  publicPath: string;
  /** The remoteEntry's file, relative to publicPath. */
  remoteEntry: string;
  remoteEntryType: RemoteEntryType;
  globalName: string;
  buildVersion: string;
  /** Each exposed module's name (`routes`) and the files it needs at once. */
  exposes: { name: string; js: string[]; css: string[] }[];
}

type RemoteEntryType = 'global' | 'var' | 'module' | 'esm' | 'script' | 'system';

const remoteEntryTypes: readonly unknown[] = ['global', 'var', 'module', 'esm', 'script', 'system'];
const isRemoteEntryType = (value: unknown): value is RemoteEntryType =>
  remoteEntryTypes.includes(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
/** The value at a path of keys in parsed JSON, or undefined. */
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (inner, key) =>
      typeof inner === 'object' && inner !== null
        ? (inner as Record<string, unknown>)[key]
        : undefined,
    value,
  );

/** The manifest's fields the page needs, or undefined when one of them is missing. */
export function parseManifest(value: unknown, manifestUrl: string): Manifest | undefined {
  const publicPath = at(value, 'metaData', 'publicPath');
  const globalName = at(value, 'metaData', 'globalName');
  const buildVersion = at(value, 'metaData', 'buildInfo', 'buildVersion');
  const entryName = at(value, 'metaData', 'remoteEntry', 'name');
  const entryPath = at(value, 'metaData', 'remoteEntry', 'path');
  const remoteEntryType = at(value, 'metaData', 'remoteEntry', 'type');
  const exposes = at(value, 'exposes');
  if (
    !isString(publicPath) ||
    !isString(globalName) ||
    !isString(buildVersion) ||
    !isString(entryName) ||
    !isString(entryPath) ||
    !isRemoteEntryType(remoteEntryType) ||
    !Array.isArray(exposes)
  ) {
    return undefined;
  }
  const exposed: Manifest['exposes'] = [];
  for (const expose of exposes) {
    const name = at(expose, 'name');
    const js = at(expose, 'assets', 'js', 'sync');
    const css = at(expose, 'assets', 'css', 'sync');
    if (!isString(name) || !isStrings(js) || !isStrings(css)) {
      return undefined;
    }
    exposed.push({ name, js, css });
  }
  // As the runtime joins them (simpleJoinRemoteEntry): a folder of '', '.', './x' or '/x/'.
  const folder = entryPath.replace(/^\.?\/*/, '').replace(/\/+$/, '');
  return {
    // A build with publicPath 'auto' (every remote here) serves its files beside its manifest.
    publicPath: new URL(publicPath === 'auto' || !publicPath ? '.' : publicPath, manifestUrl).href,
    remoteEntry: folder ? `${folder}/${entryName}` : entryName,
    remoteEntryType,
    globalName,
    buildVersion,
    exposes: exposed,
  };
}

/** Reads and checks a remote's manifest. */
export async function readManifest(
  url: string,
  fetchManifest: (init: RequestInit) => Promise<Response>,
): Promise<Manifest> {
  const response = await fetchManifest({});
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  const manifest = parseManifest(await response.json(), url);
  if (!manifest) {
    throw new Error(`${url} is not a Module Federation manifest`);
  }
  return manifest;
}
