import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ContentError } from './content-error.mjs';

/**
 * What every page states about itself at the top of its file. Unknown keys are refused so
 * that a misspelt key (`titel:`) is caught at build time instead of silently ignored.
 */
const pageMetaSchema = z.strictObject({
  title: z.string().trim().min(1),
  breadcrumb: z.string().trim().min(1),
  description: z.string().trim().min(1),
});

/**
 * A news item (content/nyheter/*.md): its publish date and its title. The item is not
 * shown, nor built into the site, before its date (news.mjs).
 */
const newsMetaSchema = z.strictObject({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
  title: z.string().trim().min(1),
});

/** @typedef {z.infer<typeof pageMetaSchema>} PageMeta */
/** @typedef {z.infer<typeof newsMetaSchema>} NewsMeta */
/** @typedef {'page' | 'news'} ContentKind */

/** Swedish names of the keys, for error messages. */
const keyHelp = {
  title: 'title (sidans rubrik och fönstertitel)',
  breadcrumb: 'breadcrumb (texten i brödsmulorna)',
  description: 'description (ingressen under rubriken)',
  date: 'date (publiceringsdagen, till exempel 2026-11-02)',
};

const kinds = {
  page: { schema: pageMetaSchema, keys: 'title, breadcrumb, description' },
  news: { schema: newsMetaSchema, keys: 'date, title' },
};

/**
 * Splits `---` front matter from the Markdown body.
 *
 * @template {ContentKind} [K='page']
 * @param {string} source the whole file, with \n line ends
 * @param {string} file for error messages
 * @param {K} [kind] an information page (the default) or a news item
 * @returns {{ meta: K extends 'news' ? NewsMeta : PageMeta; body: string; bodyLineOffset: number }}
 */
export function splitFrontMatter(source, file, kind) {
  const { schema, keys } = kinds[kind ?? 'page'];
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') {
    throw new ContentError(
      file,
      1,
      `Filen måste börja med ett huvud: en rad med ---, raderna ${keys}, och en rad med --- till.`,
    );
  }
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) {
    throw new ContentError(
      file,
      1,
      'Huvudet avslutas inte: lägg till en rad med bara --- efter det.',
    );
  }
  const yamlText = lines.slice(1, end).join('\n');
  let data;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentError(
      file,
      2,
      `Huvudet går inte att läsa (${reason}). Skriv varje rad som nyckel: text.`,
    );
  }
  return {
    meta: /** @type {K extends 'news' ? NewsMeta : PageMeta} */ (
      parseMeta(data, file, schema, keys)
    ),
    body: lines.slice(end + 1).join('\n'),
    bodyLineOffset: end + 1,
  };
}

/**
 * @param {unknown} data
 * @param {string} file
 * @param {z.ZodType<PageMeta | NewsMeta>} schema
 * @param {string} keys
 * @returns {PageMeta | NewsMeta}
 */
function parseMeta(data, file, schema, keys) {
  const result = schema.safeParse(data ?? {});
  if (result.success) {
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return `okänd nyckel ${issue.keys.join(', ')} (tillåtna: ${keys})`;
    }
    const key = String(issue.path[0] ?? '');
    const help = key in keyHelp ? keyHelp[/** @type {keyof typeof keyHelp} */ (key)] : key;
    return issue.code === 'invalid_type' || issue.code === 'too_small'
      ? `${help} saknas eller är tom`
      : `${help} är inte rätt skriven`;
  });
  throw new ContentError(file, 1, `Huvudet är inte komplett: ${problems.join('; ')}.`);
}
