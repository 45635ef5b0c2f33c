import path from 'node:path';
import {
  compileInfoPage,
  compileInfoPageMeta,
  compileNewsList,
  contentDirOf,
  infoSlugsIn,
} from './compile-markdown.mjs';
import { newsFolder } from './content-rules.mjs';
import { todayInSweden } from './news.mjs';

/**
 * Rspack loader for mfe-info/content/*.md and content/nyheter/*.md (see
 * compile-markdown.mjs), for `*.md?meta`, the front matter alone, and for
 * `nyheter.md?news`, the list of news items whose date has come. A content mistake fails
 * the build with the file, the line and what to change.
 *
 * @this {import('@rspack/core').LoaderContext<Record<string, never>>}
 * @param {string} source
 */
export default function markdownLoader(source) {
  if (this.resourceQuery === '?meta') {
    return compileInfoPageMeta(source, { file: this.resourcePath });
  }
  if (this.resourceQuery === '?news') {
    const contentDir = path.dirname(this.resourcePath);
    // A news item added or removed changes the list.
    this.addContextDependency(path.join(contentDir, newsFolder));
    return compileNewsList(contentDir, todayInSweden());
  }
  const callback = this.async();
  const contentDir = contentDirOf(this.resourcePath);
  // A new or removed page changes which /info links are valid in every other page.
  this.addContextDependency(contentDir);
  compileInfoPage(source, { file: this.resourcePath, infoSlugs: infoSlugsIn(contentDir) }).then(
    (code) => callback(null, code),
    (error) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
