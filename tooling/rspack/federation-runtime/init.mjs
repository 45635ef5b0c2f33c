// In place of @module-federation/webpack-bundler-runtime's dist/init.js (federation-runtime-trim.mjs):
// the same start of the container's federation instance, without the plugin for shared tree
// shaking, which acts only on shared fallbacks (`shared[...].treeShaking`) that no build here has.

/** @param {{ webpackRequire: { federation: { initOptions?: object, sharedFallback?: unknown, runtime: { init: (options: object) => unknown } } } }} options */
export function init({ webpackRequire }) {
  const { initOptions, runtime, sharedFallback } = webpackRequire.federation;
  if (!initOptions) {
    throw new Error('initOptions is required!');
  }
  if (sharedFallback) {
    throw new Error('Shared tree shaking is not built into this federation runtime');
  }
  return runtime.init(initOptions);
}
