import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: a remote registered by the URL of its `mf-manifest.json` is loaded from
 * the remoteEntry that manifest names, and the files its exposed module needs at once are
 * fetched while the remoteEntry loads. This is what the federation runtime's own snapshot
 * and preload-assets plugins do for a page like ours; the build leaves those out
 * (`disableSnapshot` in tooling/rspack), as they also handle what no page of ours has (remotes
 * of remotes, their shared assets, server rendering, a public path computed by a function)
 * and cost 1.4 KB gzipped before every first render. The manifest itself is still read by
 * the runtime's snapshot handler, through the fetch hook of the retry plugin.
 * Module Federation loads runtime plugins by their default export.
 */
export default function manifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fullmakt-manifest-plugin',
    async afterResolve(args) {
      const { remote, expose, origin, remoteInfo } = args;
      // The runtime's own test for a remote registered by its remoteEntry (isPureRemoteEntry).
      if (!('entry' in remote) || !remote.entry.includes('.json')) {
        return args;
      }
      const { remoteSnapshot } = await origin.snapshotHandler.loadRemoteSnapshotInfo({
        moduleInfo: remote,
        id: `${remote.name}/${expose.replace(/^\.\//, '')}`,
      });
      if (!('remoteEntry' in remoteSnapshot) || !('publicPath' in remoteSnapshot)) {
        throw new Error(`${remote.entry} names no remoteEntry with a publicPath`);
      }
      const at = (file: string) => `${remoteSnapshot.publicPath}${file}`;
      remoteInfo.entry = at(remoteSnapshot.remoteEntry);
      remoteInfo.type = remoteSnapshot.remoteEntryType;
      remoteInfo.entryGlobalName = remoteSnapshot.globalName;
      remoteInfo.version = remoteSnapshot.version;
      remoteInfo.buildVersion = remoteSnapshot.buildVersion;
      const exposed = remoteSnapshot.modules.find(
        (module) => module.moduleName === expose.replace(/^\.\//, ''),
      );
      if (exposed) {
        exposed.assets.css.sync.forEach((file) => preload(at(file), 'style'));
        exposed.assets.js.sync.forEach((file) => preload(at(file), 'script'));
      }
      return { ...args, remoteSnapshot };
    },
  };
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
