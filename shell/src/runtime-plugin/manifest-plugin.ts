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
 * Fetches a file the exposed module is about to ask for (the chunk loader then finds it in
 * the cache), unless the page already has it: the server preloads a first view's files.
 */
function preload(href: string, as: 'script' | 'style'): void {
  const present = [
    ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script'),
  ].some((element) => (element instanceof HTMLLinkElement ? element.href : element.src) === href);
  if (present) {
    return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}
