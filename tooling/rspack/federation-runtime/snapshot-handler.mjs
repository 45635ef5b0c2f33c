// In place of @module-federation/runtime-core's dist/plugins/snapshot/SnapshotHandler.js
// (federation-runtime-trim.mjs). The original turns a remote's manifest into a snapshot in a
// page-wide registry (`__FEDERATION__.moduleInfo`) for the runtime's snapshot plugins and for
// preloadRemote. The shell builds without those plugins (disableSnapshot) and reads a remote's
// manifest with its own runtime plugin (shell/src/runtime-plugin/manifest-plugin.ts); what
// the rest of the runtime still touches is kept: the hooks plugins are registered on, and the
// manifest cache a re-registered remote is removed from.

export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    // No snapshot hooks: a plugin's other hooks are registered on the runtime's other hooks.
    this.hooks = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  }

  loadRemoteSnapshotInfo() {
    throw new Error('Remote snapshots (preloadRemote) are not built into this federation runtime');
  }
}

/** With no snapshot registry, no remote has a registered snapshot to forget. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined };
}
