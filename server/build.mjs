// `pnpm build` for the server: one bundled ES module, server/dist/main.js (and dist/migrate.js), with its source
// map, run by plain `node` (no tsx, no TypeScript at run time). Dependencies are bundled
// too, so a start reads one file instead of resolving a thousand modules; only what
// cannot be bundled stays in node_modules (native addons and optional drivers).
// Files the server reads at run time are copied to the same place relative to dist/ as
// they have relative to src/ (see src/paths.ts).
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(serverDir, 'dist');

/**
 * Not bundled: a native addon, an optional module the bundled code only tries to load, and
 * two that read their own package.json beside their files at run time (ioredis for the
 * version it tells Redis, @fastify/swagger for its defaults): bundled, they would read ours.
 * pdfkit reads its fonts' metrics (data/*.afm) beside its own files at run time.
 */
const external = ['better-sqlite3', 'pg-native', 'ioredis', '@fastify/swagger', 'pdfkit'];

/** Read by the server at run time, path relative to src/ (and so to dist/). */
const runtimeFiles = ['pages/sida.css'];

rmSync(distDir, { recursive: true, force: true });
await build({
  // The server, and the migration step alone (the Kubernetes migration Job runs it).
  entryPoints: {
    main: path.join(serverDir, 'src', 'main.ts'),
    migrate: path.join(serverDir, 'src', 'migrate.ts'),
  },
  outdir: distDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  sourcesContent: false,
  external,
  logLevel: 'warning',
  // Bundled CommonJS dependencies call require() and read __dirname; give them both.
  banner: {
    js: [
      "import { createRequire as __fullmaktCreateRequire } from 'node:module';",
      "import { fileURLToPath as __fullmaktFileURLToPath } from 'node:url';",
      'const require = __fullmaktCreateRequire(import.meta.url);',
      'const __filename = __fullmaktFileURLToPath(import.meta.url);',
      "const __dirname = __filename.slice(0, __filename.lastIndexOf('/'));",
    ].join('\n'),
  },
});
for (const file of runtimeFiles) {
  mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  copyFileSync(path.join(serverDir, 'src', file), path.join(distDir, file));
}
