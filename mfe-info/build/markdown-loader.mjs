import path from 'node:path';
import { compileContentRequest, contentDirOf, englishFileOf } from './compile-markdown.mjs';
import { newsFolder } from './content-rules.mjs';
import { todayInSweden } from './news.mjs';

/**
 * Rspack loader for mfe-info/content/*.md and content/nyheter/*.md (see
 * compile-markdown.mjs `compileContentRequest`): the page, `*.md?meta` (the front matter
 * alone), `nyheter.md?news` (the news items whose date has come), and for the English
 * pages the same in the translation (content/en/, the same name): `*.md?en`,
 * `*.md?en-meta`, `nyheter.md?en-news`. A content mistake fails the build with the file,
 * the line and what to change.
 *
 * @this {import('@rspack/core').LoaderContext<Record<string, never>>}
 * @param {string} source
 */
export default function markdownLoader(source) {
  const file = this.resourcePath;
  const query = this.resourceQuery;
  if (query === '?news' || query === '?en-news') {
    // A news item added or removed changes the list.
    this.addContextDependency(path.join(path.dirname(file), newsFolder));
  } else if (query === '?en' || query === '?en-meta') {
    // A translation added or removed changes what the page shows.
    this.addContextDependency(path.dirname(englishFileOf(file)));
  } else if (query !== '?meta') {
    // A new or removed page changes which /info links are valid in every other page.
    this.addContextDependency(contentDirOf(file));
  }
  const callback = this.async();
  compileContentRequest({ file, query, source, today: todayInSweden() }).then(
    (code) => callback(null, code),
    (error) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
