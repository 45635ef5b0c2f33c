import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** `import … from './x'` and `export … from './x'`, not `import type` / `export type`. */
const valueImport = /^\s*(?:import|export)\s+(?!type\b)([^;]*?)\s*from\s+'(\.[^']*)'/gms;
/** `import './x'` (a module run for its side effect). */
const bareImport = /^\s*import\s+'(\.[^']*)'/gm;

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** `{ type A, type B }`: an import the compiler erases. */
function onlyTypes(clause) {
  const names = /^\{([^}]*)\}$/s.exec(clause.trim());
  return (
    names !== null &&
    names[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith('type '))
  );
}

/**
 * The source files an entry of the shared package loads: the entry and every file it reaches
 * by relative value imports (type-only imports are erased, so they do not count). The build
 * puts these in the first render's library chunk and the rest of the package in a chunk of
 * its own. Read from the source, so it errs on the safe side: a file it lists that the build
 * would have dropped only costs bytes, never a missing module.
 *
 * @param {string} entryFile absolute path of the entry (shared/src/first-view.ts)
 * @returns {Set<string>} absolute paths
 */
export function entryModules(entryFile) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) {
      return;
    }
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...source.matchAll(valueImport)]
        .filter((match) => !onlyTypes(match[1]))
        .map((match) => match[2]),
      ...[...source.matchAll(bareImport)].map((match) => match[1]),
    ];
    for (const specifier of specifiers) {
      const resolved = resolveRelative(file, specifier);
      if (resolved) {
        visit(resolved);
      }
    }
  };
  visit(path.resolve(entryFile));
  return seen;
}
