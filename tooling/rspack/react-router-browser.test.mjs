// The contract of the shell's react-router facade (react-router-browser.mjs): every
// react-router value an app or the shared package imports is one the facade exports, every
// name the facade exports is one react-router has, and one the browser code imports. A
// remote built against a name the facade lacks would find it missing in the page, so this
// fails the build's tests first; a name nobody imports would cost every page its bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterBrowser, reactRouterEsmEntry } from './shared-singletons.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ts = createRequire(path.join(repoRoot, 'package.json'))('typescript');

/** The names the facade re-exports. */
function facadeNames() {
  const source = ts.createSourceFile(
    reactRouterBrowser,
    readFileSync(reactRouterBrowser, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  return new Set(
    source.statements
      .filter(
        (s) => ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause),
      )
      .flatMap((s) => s.exportClause.elements.map((e) => e.name.text)),
  );
}

/** Browser code: the apps' and the shared package's sources, tests left out (no federation there). */
function browserSources() {
  const roots = readdirSync(repoRoot)
    .filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'))
    .map((name) => path.join(repoRoot, name, 'src'));
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        files.push(full);
      }
    }
  };
  roots.forEach(walk);
  return files;
}

/** Every runtime use of react-router in a file: imported names, or a way in the facade cannot check. */
function reactRouterUses(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const uses = [];
  const visit = (node) => {
    const from = node.moduleSpecifier;
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      from &&
      ts.isStringLiteral(from) &&
      from.text === 'react-router'
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly
        : node.isTypeOnly;
      const bindings = ts.isImportDeclaration(node)
        ? node.importClause?.namedBindings
        : node.exportClause;
      if (typeOnly) {
        return;
      }
      if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) {
        uses.push('* (a namespace or side-effect import)');
        return;
      }
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) {
          uses.push((element.propertyName ?? element.name).text);
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text === 'react-router'
    ) {
      uses.push('* (a dynamic import)');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

describe('the shared react-router facade', () => {
  const names = facadeNames();

  it('exports only names react-router has', async () => {
    const shellDir = path.join(repoRoot, 'shell');
    const reactRouter = await import(pathToFileURL(reactRouterEsmEntry(shellDir)).href);
    expect([...names].filter((name) => !(name in reactRouter))).toEqual([]);
  });

  it('has every react-router value the browser code imports', () => {
    const missing = browserSources().flatMap((file) =>
      reactRouterUses(file)
        .filter((name) => !names.has(name))
        .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
    );
    // Add a browser-side name to tooling/rspack/react-router-browser.mjs; never a server one.
    expect(missing).toEqual([]);
  });

  it('exports no name the browser code does not import (each one is loaded on every page)', () => {
    const used = new Set(browserSources().flatMap(reactRouterUses));
    // Take it out of tooling/rspack/react-router-browser.mjs.
    expect([...names].filter((name) => !used.has(name))).toEqual([]);
  });

  it('finds the imports it checks', () => {
    const all = browserSources().flatMap(reactRouterUses);
    expect(all).toContain('createBrowserRouter');
    expect(all).toContain('useNavigate');
  });
});
