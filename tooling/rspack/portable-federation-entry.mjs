import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';

/** What the federation runtime's inlined entry imports the bundler runtime by, here. */
export const bundlerRuntimeAlias = 'fullmakt-federation-bundler-runtime';

/**
 * The same commit builds the same bytes wherever it is checked out (issue 29 item 1).
 * Rspack's federation plugin inlines its runtime entry as a `data:` module whose text imports
 * the bundler runtime by its absolute path (`import … from "/home/ci/fullmakt/node_modules/…"`);
 * that module's id is a hash of its text, so a checkout at another path gave another
 * `main.*.js` and `remoteEntry.js`. Here the entry imports it by a fixed name that an alias
 * resolves to the same file, so the text, the id and the source map no longer hold the path.
 * A build whose entry does not name the expected file fails, rather than silently keeping it.
 *
 * @param {string} appDir
 * @param {Record<string, string>} aliases the build's other aliases: where they send the
 *   bundler runtime's file (its ES module build), the fixed name goes too.
 */
export function portableFederationEntry(appDir, aliases = {}) {
  // Resolved the way Rspack's federation plugin resolves it (from the app, through
  // @module-federation/runtime-tools).
  const require = createRequire(path.join(appDir, 'package.json'));
  const tools = require.resolve('@module-federation/runtime-tools');
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', {
    paths: [tools],
  });
  const absolute = encodeURIComponent(JSON.stringify(bundlerRuntime));
  const portable = encodeURIComponent(JSON.stringify(bundlerRuntimeAlias));
  return {
    alias: { [`${bundlerRuntimeAlias}$`]: aliases[bundlerRuntime] ?? bundlerRuntime },
    plugin: new rspack.NormalModuleReplacementPlugin(
      /^[^?]*!=!data:text\/javascript,import%20__module_federation_bundler_runtime__%20from%20/,
      (resolveData) => {
        if (!resolveData.request.includes(absolute)) {
          throw new Error(
            `portable-federation-entry: the federation runtime entry does not import ${bundlerRuntime}`,
          );
        }
        resolveData.request = resolveData.request.replace(absolute, portable);
      },
    ),
  };
}
