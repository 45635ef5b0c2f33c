// Reads the export surface of @fullmakt/shared from its entry points (package.json
// "exports") with the TypeScript compiler: every name each entry exports, and whether it
// exists at run time. Used by the version rule's test (export-surface.test.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared');
/** The repository's TypeScript, the one `pnpm typecheck` checks the package with. */
const ts = createRequire(path.join(sharedDir, '..', 'package.json'))('typescript');

/** Entries that are not part of the contract: test helpers no build contains, the manifest. */
const notPublic = new Set(['./testing', './package.json']);

/** @returns {{ version: string; exports: Record<string, string> }} */
export function readManifest() {
  const manifest = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  if (typeof manifest.version !== 'string' || typeof manifest.exports !== 'object') {
    throw new Error('shared/package.json saknar version eller exports.');
  }
  return manifest;
}

/** @returns {import('./bump-rule.mjs').ExportSurface} */
export function readExportSurface() {
  const entries = Object.entries(readManifest().exports).filter(([entry]) => !notPublic.has(entry));
  const program = ts.createProgram(
    entries.map(([, file]) => path.join(sharedDir, file)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  /** Whether a name exists at run time: a value, reached through no `export type`. */
  const isValue = (exported) => {
    let current = exported;
    while (current.flags & ts.SymbolFlags.Alias) {
      if (current.declarations?.some((d) => ts.isTypeOnlyImportOrExportDeclaration(d))) {
        return false;
      }
      const next = checker.getImmediateAliasedSymbol(current);
      if (!next || next === current) {
        break;
      }
      current = next;
    }
    return (current.flags & ts.SymbolFlags.Value) !== 0;
  };
  /** @type {import('./bump-rule.mjs').ExportSurface} */
  const surface = {};
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(path.join(sharedDir, file));
    const module = source ? checker.getSymbolAtLocation(source) : undefined;
    if (!module) {
      throw new Error(`Ingången ${entry} (${file}) kunde inte läsas.`);
    }
    /** @type {Record<string, 'value' | 'type'>} */
    const names = {};
    for (const exported of checker.getExportsOfModule(module)) {
      names[exported.name] = isValue(exported) ? 'value' : 'type';
    }
    surface[entry] = Object.fromEntries(
      Object.entries(names).sort(([a], [b]) => a.localeCompare(b, 'en')),
    );
  }
  return surface;
}
