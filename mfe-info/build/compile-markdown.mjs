import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import {
  checkContentFile,
  englishFolder,
  kindOf,
  languageOf,
  newsFolder,
  remarkPluginsFor,
} from './content-rules.mjs';
import { splitFrontMatter } from './front-matter.mjs';
import { newsVisibleOn } from './news.mjs';

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
 * The content folder a file belongs to: its own folder, or for a news item the folder
 * above content/nyheter.
 *
 * @param {string} file
 * @returns {string}
 */
export function contentDirOf(file) {
  const dir = path.dirname(file);
  return kindOf(file) === 'news' ? path.dirname(dir) : dir;
}

/**
 * The Swedish content folder a file belongs to: for an English file (content/en/…) the
 * folder above content/en. Its pages are the site's in both languages.
 *
 * @param {string} file
 * @returns {string}
 */
export function swedishRootOf(file) {
  const dir = contentDirOf(file);
  return languageOf(file) === 'en' ? path.dirname(dir) : dir;
}

/**
 * A Swedish content file's English translation: the same name under content/en/ (for a
 * news item content/en/nyheter/). It may not exist: the page is then shown in Swedish.
 *
 * @param {string} file
 * @returns {string}
 */
export function englishFileOf(file) {
  const root = contentDirOf(file);
  return path.join(root, englishFolder, path.relative(root, file));
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
  const { meta } = splitFrontMatter(text, file, kindOf(file));
  return `export const meta = ${JSON.stringify(meta)};\n`;
}

/**
 * Turns one content file into an ES module, at build time:
 *
 *   export const meta = { title, breadcrumb, description };   // a news item: { date, title }
 *   export function Content(props) // the body as React elements
 *
 * The file is first checked against every rule (content-rules.mjs, the same code the
 * editor app runs before a save). The body is compiled by MDX in plain-Markdown mode
 * (`format: 'md'`, so `{` and `<` in the text are just characters) into react/jsx-runtime
 * calls. The browser gets React elements, never a Markdown parser or an HTML string. Links
 * are rendered through `props.components.a`, which the remote maps to react-router for
 * internal paths.
 *
 * @param {string} source the file's text
 * `translated` is given for an English page: false when it has no translation yet and the
 * Swedish file is compiled in its place; the module exports it, and the page then shows a
 * note in English above the Swedish text.
 *
 * @param {{ file: string; infoSlugs?: readonly string[]; translated?: boolean }} options
 * @returns {Promise<string>}
 */
export async function compileInfoPage(source, { file, infoSlugs, translated }) {
  const slugs = infoSlugs ?? infoSlugsIn(swedishRootOf(file));
  const { kind, meta, body, bodyLineOffset } = checkContentFile(source, {
    file,
    infoSlugs: slugs,
  });
  const compiled = await compile(
    { value: body, path: file },
    {
      format: 'md',
      development: false,
      remarkPlugins: remarkPluginsFor({ file, lineOffset: bodyLineOffset, infoSlugs: slugs, kind }),
    },
  );
  return [
    String(compiled),
    // MDX names its component MDXContent and exports it as default; the remote's code
    // base uses named exports only, so the module also exports it by name.
    'export const Content = MDXContent;',
    `export const meta = ${JSON.stringify(meta)};`,
    ...(translated === undefined ? [] : [`export const translated = ${translated};`]),
    '',
  ].join('\n');
}

/**
 * The news list (`@content/nyheter.md?news`): every item in content/nyheter whose date has
 * come, newest first, each imported as its own compiled module. An item dated later is not
 * imported at all, so its text is in no file the site serves before its day. In English
 * (`?en-news`) the same items, each in its translation where it has one (`?en`).
 *
 * @param {string} contentDir
 * @param {string} today YYYY-MM-DD
 * @param {{ english?: boolean }} [options]
 * @returns {string}
 */
export function compileNewsList(contentDir, today, { english = false } = {}) {
  const dir = path.join(contentDir, newsFolder);
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
  const items = newsVisibleOn(
    files.map((name) => ({ name, file: path.join(dir, name) })),
    today,
  );
  return [
    ...items.map(
      ({ file }, index) =>
        `import * as item${index} from ${JSON.stringify(english ? `${file}?en` : file)};`,
    ),
    `export const news = [${items
      .map(({ name }, index) => `{ slug: ${JSON.stringify(name.slice(0, -3))}, ...item${index} }`)
      .join(', ')}];`,
    '',
  ].join('\n');
}

/**
 * One import of a content file as a module, by its query: the page (none), its front
 * matter (`?meta`), the news list (`nyheter.md?news`); for the English pages the same in
 * the translation (`?en`, `?en-meta`, `nyheter.md?en-news`), where a file without one gives
 * the Swedish, `translated` false. The Rspack loader and the tests' Vite plugin both
 * compile through this.
 *
 * @param {{ file: string; query: string; source: string; today: string }} request
 * @returns {Promise<string>}
 */
export async function compileContentRequest({ file, query, source, today }) {
  switch (query) {
    case '?meta':
      return compileInfoPageMeta(source, { file });
    case '?news':
    case '?en-news':
      return compileNewsList(path.dirname(file), today, { english: query === '?en-news' });
    case '?en':
    case '?en-meta': {
      const englishFile = englishFileOf(file);
      const translated = existsSync(englishFile);
      const from = translated ? englishFile : file;
      const text = translated ? readFileSync(englishFile, 'utf8') : source;
      if (query === '?en-meta') {
        return `${compileInfoPageMeta(text, { file: from })}export const translated = ${translated};\n`;
      }
      return compileInfoPage(text, {
        file: from,
        infoSlugs: infoSlugsIn(swedishRootOf(file)),
        translated,
      });
    }
    default:
      return compileInfoPage(source, { file, infoSlugs: infoSlugsIn(contentDirOf(file)) });
  }
}
