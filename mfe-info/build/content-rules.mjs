import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { checkTree, remarkCheckContent } from './check-content.mjs';
import { ContentError } from './content-error.mjs';
import { splitFrontMatter } from './front-matter.mjs';

/**
 * The content rules, in one place for the two that apply them: the build (compile-markdown.mjs,
 * which fails on a broken file) and the editor app (redaktor/, which shows the same Swedish
 * message before the editor can save). No Node modules: this runs in the browser too.
 */

/** @typedef {import('./front-matter.mjs').ContentKind} ContentKind */
/** @typedef {import('./front-matter.mjs').PageMeta} PageMeta */
/** @typedef {import('./front-matter.mjs').NewsMeta} NewsMeta */

/** The folder under content/ that holds the news items, one file each. */
export const newsFolder = 'nyheter';

/**
 * The folder under content/ that holds the English translations: the same file names as
 * the Swedish (content/en/om-oss.md is /en/info/om-oss, content/en/nyheter/… a news item).
 */
export const englishFolder = 'en';

/**
 * The language of a content file: English under content/en/, else Swedish.
 *
 * @param {string} file
 * @returns {'sv' | 'en'}
 */
export function languageOf(file) {
  const parts = file.split(/[\\/]/);
  const folder = kindOf(file) === 'news' ? parts.at(-3) : parts.at(-2);
  return folder === englishFolder ? 'en' : 'sv';
}

/**
 * A news item is a file in content/nyheter/; everything else is a page.
 *
 * @param {string} file
 * @returns {ContentKind}
 */
export function kindOf(file) {
  const parts = file.split(/[\\/]/);
  return parts.at(-2) === newsFolder ? 'news' : 'page';
}

/**
 * @param {string} source
 * @returns {string}
 */
function normalise(source) {
  return source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/**
 * The remark plugins a body is compiled with: GitHub tables and the rules. The build's MDX
 * compile and the editor's preview use this same list.
 *
 * @param {{ file: string; lineOffset: number; infoSlugs: readonly string[]; kind: ContentKind }} options
 * @returns {import('unified').PluggableList}
 */
export function remarkPluginsFor({ file, lineOffset, infoSlugs, kind }) {
  return [
    remarkGfm,
    [
      remarkCheckContent,
      {
        file,
        lineOffset,
        infoSlugs,
        topDepth: kind === 'news' ? 2 : 1,
        language: languageOf(file),
      },
    ],
  ];
}

/**
 * Checks one content file against every rule: the front matter, a body that is not empty,
 * then the body's Markdown (heading order, link texts, links that lead somewhere, no HTML,
 * no images). Synchronous, so the editor can ask on every keystroke.
 *
 * @param {string} source the file's text
 * @param {{ file: string; infoSlugs: readonly string[] }} options
 * @returns {{ kind: ContentKind; meta: PageMeta | NewsMeta; body: string; bodyLineOffset: number }}
 * @throws {ContentError} the first mistake, with its line in the file
 */
export function checkContentFile(source, { file, infoSlugs }) {
  const kind = kindOf(file);
  const { meta, body, bodyLineOffset } = splitFrontMatter(normalise(source), file, kind);
  if (body.trim() === '') {
    throw new ContentError(
      file,
      bodyLineOffset + 1,
      kind === 'news'
        ? 'Nyheten har ingen text under huvudet.'
        : 'Sidan har ingen text under huvudet.',
    );
  }
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body);
  checkTree(/** @type {import('./check-content.mjs').MdNode} */ (tree), {
    file,
    lineOffset: bodyLineOffset,
    infoSlugs,
    topDepth: kind === 'news' ? 2 : 1,
    language: languageOf(file),
  });
  return { kind, meta, body, bodyLineOffset };
}
