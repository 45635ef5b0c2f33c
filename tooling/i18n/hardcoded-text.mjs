import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * The words a page shows that are written into its code rather than read from a text
 * module: such a word is Swedish on an English page. Found in the syntax tree, so a comment,
 * a class name or a path never counts:
 * - text between JSX tags (`<h1>Om oss</h1>`),
 * - a string in an attribute a person reads or hears (`aria-label="Stäng"`),
 * - a string as a route's `title` or `breadcrumb` (the tab's title, the trail).
 */
const readAttributes = new Set([
  'aria-label',
  'aria-description',
  'title',
  'alt',
  'placeholder',
  'label',
]);
const readHandleKeys = new Set(['title', 'breadcrumb']);
const hasWords = (text) => /\p{L}{2,}/u.test(text);

/**
 * @param {string} file absolute path
 * @param {string} name the path to report
 * @returns {string[]} `name:line: what`
 */
export function hardcodedTexts(file, name = file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const at = (node, what) =>
    found.push(
      `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`,
    );
  const literal = (node) =>
    node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) {
      at(node, node.text.trim());
    } else if (
      ts.isJsxAttribute(node) &&
      readAttributes.has(node.name.getText(source)) &&
      literal(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      at(node, `${node.name.getText(source)}="${node.initializer.text}"`);
    } else if (
      ts.isPropertyAssignment(node) &&
      readHandleKeys.has(node.name.getText(source)) &&
      literal(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      at(node, `${node.name.getText(source)}: '${node.initializer.text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
