import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every path the server computes from its own location, in one place: the same code runs
 * from source (server/src/*.ts under tsx and vitest) and from the bundle
 * (server/dist/main.js), and both sit one folder below server/, so `here` is
 * server/src or server/dist and everything else follows from it. Files the bundle reads
 * at run time are copied next to it by server/build.mjs under the same relative path.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

export const serverDir = path.resolve(here, '..');
export const repoRoot = path.resolve(serverDir, '..');

/** The stylesheet of the server's own pages (sign-in, BankID Mock): src/pages or dist/pages. */
export const pagesStylesheetFile = path.join(here, 'pages', 'sida.css');

/** The deploy file naming each remote's current build. */
export const defaultDeploymentFile = path.join(serverDir, 'deploy', 'remotes.json');

/**
 * Releases made by `pnpm release` (scripts/release.mjs), `<app>/<version>/` each, never
 * committed: FULLMAKT_RELEASES_DIR moves them.
 */
export const defaultReleasesDir = path.join(repoRoot, 'releases');

/** Default place of the SQLite file and the operator's maintenance file (gitignored). */
export const defaultDataDir = path.join(repoRoot, 'data');
