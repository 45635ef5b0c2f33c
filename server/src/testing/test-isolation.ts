import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A test file that replaces a module for its own run (`vi.mock`, `vi.doMock`). */
const replacesAModule = /\bvi\.(?:mock|doMock)\(/;

/**
 * The server's test files that must run in a module graph of their own: the ones that
 * replace a module. The rest share one graph per worker (`isolate: false` in
 * vitest.config.ts), so fastify, oidc-provider and Kysely are imported once per worker
 * instead of once per file: measured here, the server project took 142 s with every file
 * isolated (138 s of it importing, summed over the workers) and 48 s sharing. A file that
 * mocks a module would hand its fake to every later file in the worker, so it is found by
 * its text, never by a list someone must remember to keep.
 */
export function moduleReplacingTestFiles(root: string): string[] {
  return globSync('src/**/*.test.ts', { cwd: root })
    .filter((file) => replacesAModule.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
