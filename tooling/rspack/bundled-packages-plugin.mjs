import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The file a release build writes for `pnpm release` (scripts/release.mjs), which turns it into the SBOM. */
export const bundledPackagesFile = 'bundled-packages.json';

/** The folder of the package a bundled file belongs to, or undefined for the app's own code. */
function packageDir(resource) {
  const parts = resource.split(/[\\/]node_modules[\\/]/);
  if (parts.length > 1) {
    const rest = parts[parts.length - 1].split(/[\\/]/);
    const depth = rest[0].startsWith('@') ? 2 : 1;
    return path.join(
      parts.slice(0, -1).join(`${path.sep}node_modules${path.sep}`),
      'node_modules',
      ...rest.slice(0, depth),
    );
  }
  // Workspace packages (@fullmakt/shared) are bundled from their sources.
  const workspace = /^(.*[\\/]shared)[\\/]src[\\/]/.exec(resource);
  return workspace?.[1];
}

/**
 * Writes which packages (name, version, licence) this build put in its bundles, from the
 * modules it compiled: what the release's CycloneDX SBOM lists. Only the packages whose
 * code is in the output count, not what the lockfile holds, so the list is what a browser
 * actually runs. Sorted, so the same sources give the same bytes.
 */
export class BundledPackagesPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundledPackagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BundledPackagesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const dirs = new Set();
          const visit = (module) => {
            if (module.resource) {
              const dir = packageDir(module.resource.split('?')[0]);
              if (dir) {
                dirs.add(dir);
              }
            }
            for (const inner of module.modules ?? []) {
              visit(inner);
            }
          };
          for (const module of compilation.modules) {
            visit(module);
          }
          const packages = new Map();
          for (const dir of dirs) {
            const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
            packages.set(`${pkg.name}@${pkg.version}`, {
              name: pkg.name,
              version: pkg.version,
              license: typeof pkg.license === 'string' ? pkg.license : undefined,
            });
          }
          const list = [...packages.entries()]
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([, p]) => p);
          compilation.emitAsset(
            bundledPackagesFile,
            new compiler.webpack.sources.RawSource(
              `${JSON.stringify({ packages: list }, null, 2)}\n`,
            ),
          );
        },
      );
    });
  }
}
