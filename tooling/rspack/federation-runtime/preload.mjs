// In place of @module-federation/runtime-core's dist/utils/preload.js (federation-runtime-trim.mjs):
// the preloading of a remote's files from its snapshot, for preloadRemote and the runtime's
// snapshot plugin. Neither is in the shell's build (see snapshot-handler.mjs); the shell's
// manifest plugin starts an exposed module's files itself.

function notBuiltIn() {
  throw new Error('preloadRemote is not built into this federation runtime');
}

export {
  notBuiltIn as defaultPreloadArgs,
  notBuiltIn as formatPreloadArgs,
  notBuiltIn as normalizePreloadExposes,
  notBuiltIn as preloadAssets,
};
