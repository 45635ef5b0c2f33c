// How the pseudo-locale writes a text (pseudo-sprak.ts): pure, so the unit tests and the
// translator share it. Accented letters show a text that was never made translatable (it
// stays plain); the padding, about 40 % of the text, is what a longer language needs; the
// brackets show a text's two ends, so a text cut at either is seen at once.

/** Each ASCII letter's accented twin; every other character (å, ä, ö, digits) is kept. */
const ascii = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accentuerade = [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const accenter: ReadonlyMap<string, string> = new Map(
  accentuerade.map((accentuerad, i) => [ascii.charAt(i), accentuerad]),
);

/** How much longer a text gets: translations into English and German run 30–40 % longer. */
const forlangning = 0.4;

/** The padding's words: short enough to wrap between, like the words of a real sentence. */
const ordlangd = 6;
const fyllnad = '·';

/** Already written in the pseudo-locale (a text another text's function read in). */
const pseudoDel = /\[[^[\]]*\]/;

function accentuera(text: string): string {
  return [...text].map((tecken) => accenter.get(tecken) ?? tecken).join('');
}

/** `antal` padding characters in words of at most `ordlangd`, each after a space. */
function utfyllnad(antal: number): string {
  const ord: string[] = [];
  for (let kvar = antal; kvar > 0; kvar -= ordlangd) {
    ord.push(fyllnad.repeat(Math.min(kvar, ordlangd)));
  }
  return ord.map((o) => ` ${o}`).join('');
}

/** Splits a text at each occurrence of the kept parts: [free, kept, free, kept, …, free]. */
function delaVid(text: string, behall: readonly string[]): string[] {
  const delar = [...new Set(behall.filter((b) => b !== ''))]
    // The longest first, so a part inside another (Anna in Anna Lindqvist) does not split it.
    .sort((a, b) => b.length - a.length)
    .map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const monster = new RegExp(`(${[pseudoDel.source, ...delar].join('|')})`, 'g');
  return text.split(monster);
}

/**
 * A text in the pseudo-locale: "Logga in" → "[Ļöĝĝå îñ ···]". `behall` are the parts to
 * keep as they are — a text's parameters (a name, a number the reader must recognise);
 * a part already in the pseudo-locale is kept too, and is not counted or padded again.
 * An empty or blank text stays as it is: there is nothing to see cut.
 */
export function pseudoText(text: string, behall: readonly string[] = []): string {
  if (text.trim() === '') {
    return text;
  }
  // Space around a text (one that goes before a link) stays outside: it is not the text's.
  const [, fore = '', karna = '', efter = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  const delar = delaVid(karna, behall);
  // split with one group: the odd indexes are the kept parts, the even ones the free text.
  const ut = delar.map((del, i) => (i % 2 === 1 ? del : accentuera(del))).join('');
  const fri = delar.filter((_, i) => i % 2 === 0).join('');
  const bokstaver = [...fri.replace(/\s/g, '')].length;
  return `${fore}[${ut}${utfyllnad(Math.ceil(bokstaver * forlangning))}]${efter}`;
}
