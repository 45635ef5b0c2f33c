import { evaluateSync } from '@mdx-js/mdx';
import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { remarkPluginsFor } from '@fullmakt/mfe-info/content-rules';
import type { MarkdownComponents } from '@fullmakt/mfe-info/preview';

export type CompiledBody =
  | { ok: true; Content: ComponentType<{ components?: MarkdownComponents }> }
  | { ok: false; problem: string };

/**
 * The body as the build compiles it (mfe-info/build/compile-markdown.mjs): MDX in
 * plain-Markdown mode with the same remark plugins (tables and the content rules), only
 * evaluated here instead of written to a module. A rule the text breaks is the preview's
 * message instead of the page.
 */
export function compileBody(
  body: string,
  { kind, infoSlugs }: { kind: 'page' | 'news'; infoSlugs: readonly string[] },
): CompiledBody {
  const file =
    kind === 'news' ? 'content/nyheter/forhandsvisning.md' : 'content/forhandsvisning.md';
  try {
    const { default: Content } = evaluateSync(body, {
      ...runtime,
      format: 'md',
      development: false,
      remarkPlugins: remarkPluginsFor({ file, lineOffset: 0, infoSlugs, kind }),
    });
    return { ok: true, Content: Content as ComponentType<{ components?: MarkdownComponents }> };
  } catch (error) {
    const { line, problem } = error as { line?: number; problem?: string };
    if (problem === undefined) {
      return { ok: false, problem: String(error) };
    }
    return {
      ok: false,
      problem: line === undefined ? problem : `Rad ${line} i texten: ${problem}`,
    };
  }
}
