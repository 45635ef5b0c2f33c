import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { readManifest, type Manifest } from './read-manifest';

type Origin = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterResolve']>>[0]['origin'];

/**
 * Runtime plugin: a remote registered by the URL of its `mf-manifest.json` is loaded from
 * the remoteEntry that manifest names, and the files its exposed module needs at once start
 * loading with the remoteEntry. This is what the federation runtime's own snapshot handler
 * and its snapshot and preload-assets plugins do for a page like ours; the build leaves them
 * out (`disableSnapshot`, and tooling/rspack/federation-runtime-trim.mjs), as they also keep
 * a page-wide registry of snapshots and handle what no page of ours has (remotes of remotes,
 * their shared assets, server rendering, a public path computed by a function), at 3.3 KB
 * gzipped more than this plugin before every first render (`pnpm bench:web`'s builds). The manifest is read through the fetch hook, so the
 * retry plugin's retries still apply to it. Module Federation loads runtime plugins by
 * their default export.
 */
export default function manifestPlugin(): ModuleFederationRuntimePlugin {
  // One read of each manifest per page, as the runtime did; a failed read is forgotten.
  const manifests = new Map<string, Promise<Manifest>>();
  const manifestAt = (url: string, origin: Origin): Promise<Manifest> => {
    let manifest = manifests.get(url);
    if (!manifest) {
      manifest = readManifest(url, (init) => fetchThroughHooks(url, init, origin));
      manifests.set(url, manifest);
      manifest.catch(() => manifests.delete(url));
    }
    return manifest;
  };
  return {
    name: 'fullmakt-manifest-plugin',
    async afterResolve(args) {
      const { remote, expose, origin, remoteInfo } = args;
      // The runtime's own test for a remote registered by its remoteEntry (isPureRemoteEntry).
      if (!('entry' in remote) || !remote.entry.includes('.json')) {
        return args;
      }
      const manifest = await manifestAt(remote.entry, origin);
      const at = (file: string) => new URL(file, manifest.publicPath).href;
      remoteInfo.entry = at(manifest.remoteEntry);
      remoteInfo.type = manifest.remoteEntryType;
      remoteInfo.entryGlobalName = manifest.globalName;
      remoteInfo.version = remote.entry;
      remoteInfo.buildVersion = manifest.buildVersion;
      const exposed = manifest.exposes.find((entry) => entry.name === expose.replace(/^\.\//, ''));
      exposed?.css.forEach((file) => preload(at(file), 'style'));
      exposed?.js.forEach((file) => preload(at(file), 'script'));
      return args;
    },
  };
}

/** The runtime's fetch hook (the retry plugin), or the browser's fetch if no plugin answers. */
async function fetchThroughHooks(
  url: string,
  init: RequestInit,
  origin: Origin,
): Promise<Response> {
  const answer: unknown = await origin.loaderHook.lifecycle.fetch.emit(url, init);
  return answer instanceof Response ? answer : fetch(url, init);
}

/**
 * Starts loading a file the exposed module is about to ask for, the way the runtime's own
 * plugin did: a style sheet as a style sheet, a chunk as a script (it registers itself with
 * the remote's chunk loader, which then does not load it again). A file the page already
 * has (a first view's, which the server names in the page) is left alone. A chunk that
 * fails to load is removed, so the chunk loader tries it afresh.
 */
function preload(url: string, as: 'script' | 'style'): void {
  if (as === 'style') {
    if (!document.querySelector(`link[href="${url}"]`)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      document.head.appendChild(link);
    }
    return;
  }
  if (!document.querySelector(`script[src="${url}"]`)) {
    const script = document.createElement('script');
    script.src = url;
    script.fetchPriority = 'high';
    script.onerror = () => script.remove();
    document.head.appendChild(script);
  }
}
