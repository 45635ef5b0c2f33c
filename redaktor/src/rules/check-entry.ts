import { checkContentFile } from '@fullmakt/mfe-info/content-rules';

/** The fields of an entry as Decap holds them, by name. */
export type EntryData = Readonly<Record<string, unknown>>;

/** YAML for one front-matter value: JSON strings are valid YAML and need no escaping rules. */
function yamlValue(value: unknown): string {
  return JSON.stringify(typeof value === 'string' ? value : '');
}

/**
 * The Markdown file an entry will be saved as, for the checks: its front matter in the
 * collection's field order, then the body. Decap writes its own YAML (quoting may differ);
 * the rules read only the values, so the result is the same.
 */
export function fileOf(data: EntryData, keys: readonly string[], body: string): string {
  return ['---', ...keys.map((key) => `${key}: ${yamlValue(data[key])}`), '---', '', body].join(
    '\n',
  );
}

/**
 * What the build would say about the entry, in Swedish, or undefined when it follows every
 * rule: the same module the build runs (mfe-info/build/content-rules.mjs). The line is given
 * in the text field, where the editor is writing, not in the file.
 */
export function problemOf(
  data: EntryData,
  { kind, slug, infoSlugs }: { kind: 'page' | 'news'; slug: string; infoSlugs: readonly string[] },
): string | undefined {
  const keys = kind === 'news' ? ['date', 'title'] : ['title', 'breadcrumb', 'description'];
  const body = typeof data.body === 'string' ? data.body : '';
  const frontMatterLines = keys.length + 3;
  const file = kind === 'news' ? `content/nyheter/${slug}.md` : `content/${slug}.md`;
  try {
    checkContentFile(fileOf(data, keys, body), { file, infoSlugs });
    return undefined;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ContentError') {
      throw error;
    }
    const { line, problem } = error as Error & { line?: number; problem: string };
    return line !== undefined && line > frontMatterLines
      ? `Rad ${line - frontMatterLines} i texten: ${problem}`
      : problem;
  }
}
