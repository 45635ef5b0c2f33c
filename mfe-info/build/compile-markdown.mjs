import { readdirSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { remarkCheckContent } from './check-content.mjs';
import { ContentError } from './content-error.mjs';
import { splitFrontMatter } from './front-matter.mjs';

/** The start page's file; every other file in the folder is an /info page. */
export const startPageFile = 'start.md';

/**
 * The /info pages a content folder holds, by file name (`om-oss.md` is /info/om-oss).
 *
 * @param {string} contentDir
 * @returns {string[]}
 */
export function infoSlugsIn(contentDir) {
  return readdirSync(contentDir)
    .filter((name) => name.endsWith('.md') && name !== startPageFile)
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}

/**
 * Only the front matter of a content file, as an ES module (`@content/<name>.md?meta`):
 *
 *   export const meta = { title, breadcrumb, description };
 *
 * The routes need every page's title and breadcrumb up front; the body comes with the
 * page's own chunk. The front matter is checked here as in compileInfoPage, and the body
 * is still compiled (and checked) for the page's chunk in the same build.
 *
 * @param {string} source the file's text
 * @param {{ file: string }} options
 * @returns {string}
 */
export function compileInfoPageMeta(source, { file }) {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { meta } = splitFrontMatter(text, file);
  return `export const meta = ${JSON.stringify(meta)};\n`;
}

/**
 * Turns one content file into an ES module, at build time:
 *
 *   export const meta = { title, breadcrumb, description };
 *   export function Content(props) // the body as React elements
 *
 * The body is compiled by MDX in plain-Markdown mode (`format: 'md'`, so `{` and `<` in the
 * text are just characters) into react/jsx-runtime calls. The browser gets React elements,
 * never a Markdown parser or an HTML string. Links are rendered through
 * `props.components.a`, which the remote maps to react-router for internal paths.
 *
 * @param {string} source the file's text
 * @param {{ file: string; infoSlugs?: readonly string[] }} options
 * @returns {Promise<string>}
 */
export async function compileInfoPage(source, { file, infoSlugs }) {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { meta, body, bodyLineOffset } = splitFrontMatter(text, file);
  if (body.trim() === '') {
    throw new ContentError(file, bodyLineOffset + 1, 'Sidan har ingen text under huvudet.');
  }
  const compiled = await compile(
    { value: body, path: file },
    {
      format: 'md',
      development: false,
      remarkPlugins: [
        remarkGfm,
        [
          remarkCheckContent,
          {
            file,
            lineOffset: bodyLineOffset,
            infoSlugs: infoSlugs ?? infoSlugsIn(path.dirname(file)),
          },
        ],
      ],
    },
  );
  return [
    String(compiled),
    // MDX names its component MDXContent and exports it as default; the remote's code
    // base uses named exports only, so the module also exports it by name.
    'export const Content = MDXContent;',
    `export const meta = ${JSON.stringify(meta)};`,
    '',
  ].join('\n');
}
