// In place of @module-federation/webpack-bundler-runtime's dist/installInitialConsumes.js
// (federation-runtime-trim.mjs). Initial consumes are the shared modules a build's entry chunk
// uses at once (eager sharing); every build here reaches them behind an async boundary (the
// shell's bootstrap, a remote's exposed modules), so the list is always empty, and what the
// original does with an empty list is this update of the consume options.
import { updateConsumeOptions } from 'fullmakt-federation-update-options';

/** @param {{ initialConsumes: unknown[] }} options */
export function installInitialConsumes(options) {
  updateConsumeOptions(options);
  if (options.initialConsumes.length > 0) {
    throw new Error('Eager shared modules are not built into this federation runtime');
  }
}
