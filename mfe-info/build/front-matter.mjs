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

/** @typedef {z.infer<typeof pageMetaSchema>} PageMeta */

/** Swedish names of the keys, for error messages. */
const keyHelp = {
  title: 'title (sidans rubrik och fönstertitel)',
  breadcrumb: 'breadcrumb (texten i brödsmulorna)',
  description: 'description (ingressen under rubriken)',
};

/**
 * Splits `---` front matter from the Markdown body.
 *
 * @param {string} source the whole file, with \n line ends
 * @param {string} file for error messages
 * @returns {{ meta: PageMeta; body: string; bodyLineOffset: number }}
 */
export function splitFrontMatter(source, file) {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') {
    throw new ContentError(
      file,
      1,
      'Filen måste börja med ett huvud: en rad med ---, raderna title, breadcrumb och description, och en rad med --- till.',
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
    meta: parseMeta(data, file),
    body: lines.slice(end + 1).join('\n'),
    bodyLineOffset: end + 1,
  };
}

/**
 * @param {unknown} data
 * @param {string} file
 * @returns {PageMeta}
 */
function parseMeta(data, file) {
  const result = pageMetaSchema.safeParse(data ?? {});
  if (result.success) {
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return `okänd nyckel ${issue.keys.join(', ')} (tillåtna: title, breadcrumb, description)`;
    }
    const key = String(issue.path[0] ?? '');
    const help = key in keyHelp ? keyHelp[/** @type {keyof typeof keyHelp} */ (key)] : key;
    return `${help} saknas eller är tom`;
  });
  throw new ContentError(file, 1, `Huvudet är inte komplett: ${problems.join('; ')}.`);
}
