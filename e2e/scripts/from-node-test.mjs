// Moves an e2e spec written for node:test (the suite before issue 35) to Playwright Test:
//   node e2e/scripts/from-node-test.mjs e2e/tests/<name>.spec.ts [more files]
// then `pnpm exec prettier --write` them. What it does, and nothing else:
// - the node:test import goes; `test` (and `expect`, if used) come from ../src/fixtures;
// - describe(...) becomes test.describe(...), it(...) test(...), before/after
//   test.beforeAll/afterAll; describe's node:test options ({ concurrency }) become
//   test.describe.configure({ mode: 'parallel' }) inside the block (each test then runs on
//   the worker's server, so only where the tests are independent of each other);
// - siteForThisFile and withPage come from ../src/fixtures instead of ../src/harness;
// - `await locator.waitFor(options?)` becomes the web-first assertion
//   `await expect(locator).toBeVisible()` (toBeHidden() / not.toBeAttached() for those states);
// - `assert.equal(await locator.isVisible(), true, message?)` becomes
//   `await expect(locator, message).toBeVisible()` (the same check, waiting for it);
// - type imports from playwright-core come from @playwright/test.
// Anything else it leaves alone: read the diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const renamed = {
  describe: 'test.describe',
  it: 'test',
  test: 'test',
  before: 'test.beforeAll',
  after: 'test.afterAll',
  beforeEach: 'test.beforeEach',
  afterEach: 'test.afterEach',
};

function convert(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** Replacements as [start, end, text], applied from the end. */
  const edits = [];
  const fromNodeTest = new Set();
  let usesExpect = /\bexpect\(/.test(text);
  let fixturesImport = null;

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) {
      continue;
    }
    const module = statement.moduleSpecifier.text;
    if (module === 'node:test') {
      for (const element of statement.importClause?.namedBindings?.elements ?? []) {
        fromNodeTest.add(element.name.text);
      }
      edits.push([statement.getFullStart(), statement.getEnd(), '']);
    } else if (module === 'playwright-core') {
      const spec = statement.moduleSpecifier;
      edits.push([spec.getStart(), spec.getEnd(), "'@playwright/test'"]);
    } else if (module === '../src/harness' || module === '../src/fixtures') {
      fixturesImport = statement;
    }
  }

  function optionsToConfigure(call) {
    // describe(name, { concurrency }, fn): node:test's options go, the block runs in parallel.
    const [, options, body] = call.arguments;
    edits.push([options.getFullStart() - 1, options.getEnd(), '']);
    if (ts.isArrowFunction(body) || ts.isFunctionExpression(body)) {
      const block = body.body;
      if (ts.isBlock(block)) {
        edits.push([
          block.getStart() + 1,
          block.getStart() + 1,
          "\n  test.describe.configure({ mode: 'parallel' });",
        ]);
      }
    }
  }

  function waitForToAssertion(call) {
    // `<locator>.waitFor(options?)` → `expect(<locator>).toBeVisible(options?)`.
    const target = call.expression.expression;
    const [options] = call.arguments;
    let matcher = 'toBeVisible';
    const kept = [];
    if (options && ts.isObjectLiteralExpression(options)) {
      for (const property of options.properties) {
        const name = property.name?.getText();
        if (name === 'state') {
          const state = property.initializer.text;
          matcher = {
            visible: 'toBeVisible',
            hidden: 'toBeHidden',
            attached: 'toBeAttached',
            detached: 'not.toBeAttached',
          }[state];
        } else {
          kept.push(property.getText());
        }
      }
    } else if (options) {
      return; // not a literal: leave it
    }
    const args = kept.length > 0 ? `{ ${kept.join(', ')} }` : '';
    edits.push([call.getStart(), call.getEnd(), `expect(${target.getText()}).${matcher}(${args})`]);
    usesExpect = true;
  }

  function visibleAssertion(call) {
    // `assert.equal(await <locator>.isVisible(), true, message?)`: the same check, waiting.
    const [actual, expected, message] = call.arguments;
    if (
      call.arguments.length >= 2 &&
      expected.kind === ts.SyntaxKind.TrueKeyword &&
      ts.isAwaitExpression(actual) &&
      ts.isCallExpression(actual.expression) &&
      actual.expression.arguments.length === 0 &&
      ts.isPropertyAccessExpression(actual.expression.expression) &&
      actual.expression.expression.name.text === 'isVisible'
    ) {
      const target = actual.expression.expression.expression.getText();
      const label = message ? `, ${message.getText()}` : '';
      edits.push([call.getStart(), call.getEnd(), `await expect(${target}${label}).toBeVisible()`]);
      usesExpect = true;
      return true;
    }
    return false;
  }

  function visit(node) {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'assert.equal' &&
      ts.isExpressionStatement(node.parent) &&
      visibleAssertion(node)
    ) {
      return;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && fromNodeTest.has(callee.text) && renamed[callee.text]) {
        edits.push([callee.getStart(), callee.getEnd(), renamed[callee.text]]);
        if (
          callee.text === 'describe' &&
          node.arguments.length === 3 &&
          ts.isObjectLiteralExpression(node.arguments[1])
        ) {
          optionsToConfigure(node);
        }
      }
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'waitFor' &&
        ts.isAwaitExpression(node.parent)
      ) {
        waitForToAssertion(node);
        // The locator expression is replaced whole: nothing inside it is edited.
        return;
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(source);

  // The fixtures module exports test and expect, and what the harness used to.
  const names = new Set(['test']);
  if (usesExpect) {
    names.add('expect');
  }
  if (fixturesImport) {
    for (const element of fixturesImport.importClause?.namedBindings?.elements ?? []) {
      names.add(element.getText());
    }
  }
  const sorted = [...names].sort((a, b) =>
    a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')),
  );
  const importLine = `import { ${sorted.join(', ')} } from '../src/fixtures';\n`;
  if (fixturesImport) {
    edits.push([fixturesImport.getStart(), fixturesImport.getEnd() + 1, importLine]);
  } else {
    const lastImport = source.statements.filter(ts.isImportDeclaration).at(-1);
    edits.push([lastImport.getEnd() + 1, lastImport.getEnd() + 1, importLine]);
  }

  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let out = text;
  for (const [start, end, replacement] of edits) {
    out = out.slice(0, start) + replacement + out.slice(end);
  }
  writeFileSync(file, out);
}

for (const file of process.argv.slice(2)) {
  convert(file);
}
