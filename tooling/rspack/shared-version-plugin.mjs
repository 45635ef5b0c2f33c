import { readFileSync } from 'node:fs';

/** Where the shell's build says which @fullmakt/shared it provides (served at /shared-version.json). */
export const sharedVersionFile = 'shared-version.json';

/**
 * Writes the version of @fullmakt/shared the shell provides to every remote. A deploy checks
 * a remote's release against it (same major, not newer: server/src/deploy/release-check.ts),
 * and the shell's release names it, as a remote's names the version it was built against.
 */
export class SharedVersionPlugin {
  /** @param {{ sharedPackageJson: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'SharedVersionPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const { version } = JSON.parse(readFileSync(this.options.sharedPackageJson, 'utf8'));
          compilation.emitAsset(
            sharedVersionFile,
            new compiler.webpack.sources.RawSource(`${JSON.stringify({ version })}\n`),
          );
        },
      );
    });
  }
}
