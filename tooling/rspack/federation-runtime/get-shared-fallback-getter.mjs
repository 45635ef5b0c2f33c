// In place of @module-federation/webpack-bundler-runtime's dist/getSharedFallbackGetter.js
// (federation-runtime-trim.mjs): with no shared fallbacks (`shared[...].treeShaking`, which no
// build here has) the original returns the module's own factory, and so does this.

/** @param {{ factory: unknown, webpackRequire: { federation: { sharedFallback?: unknown } } }} options */
export function getSharedFallbackGetter({ factory, webpackRequire }) {
  if (webpackRequire.federation.sharedFallback) {
    throw new Error('Shared tree shaking is not built into this federation runtime');
  }
  return factory;
}
