import path from 'node:path';
import { compileInfoPage, compileInfoPageMeta, infoSlugsIn } from './compile-markdown.mjs';

/**
 * Rspack loader for mfe-info/content/*.md (see compile-markdown.mjs), and for
 * `*.md?meta`, the front matter alone. A content mistake fails the build with the file,
 * the line and what to change.
 *
 * @this {import('@rspack/core').LoaderContext<Record<string, never>>}
 * @param {string} source
 */
export default function markdownLoader(source) {
  if (this.resourceQuery === '?meta') {
    return compileInfoPageMeta(source, { file: this.resourcePath });
  }
  const callback = this.async();
  const contentDir = path.dirname(this.resourcePath);
  // A new or removed page changes which /info links are valid in every other page.
  this.addContextDependency(contentDir);
  compileInfoPage(source, { file: this.resourcePath, infoSlugs: infoSlugsIn(contentDir) }).then(
    (code) => callback(null, code),
    (error) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
