import { pseudoText } from './pseudo-text';

/** The letters of a text, brackets, padding and spaces left out. */
function bokstaver(text: string): number {
  return [...text.replace(/[[\]·\s]/g, '')].length;
}

describe('a text in the pseudo-locale', () => {
  it('is accented, in brackets, and padded in short words', () => {
    expect(pseudoText('Logga in')).toBe('[Ļöĝĝå îñ ···]');
    expect(pseudoText('Fullmakter du har gett')).toMatch(/^\[Ƒûļļɱåķţéŕ ðû ĥåŕ ĝéţţ( ·{1,6})+\]$/);
  });

  it('grows by about 40 %, however long', () => {
    for (const text of ['Ja', 'Nästa', 'Välj hur du vill legitimera dig.', 'a'.repeat(300)]) {
      const ut = pseudoText(text);
      expect(ut.length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.35));
      expect(bokstaver(ut)).toBe(bokstaver(text));
      // No word of padding longer than a real one: a long text still wraps.
      expect(ut).not.toMatch(/·{7}/);
    }
  });

  it('keeps Swedish letters, digits and punctuation as they are', () => {
    expect(pseudoText('Åtta år, 2026-01-16: ö!')).toBe('[Åţţå åŕ, 2026-01-16: ö! ······ ··]');
  });

  it('keeps the parameters as they are, and counts only its own text', () => {
    expect(pseudoText('Inloggad som Anna Lindqvist', ['Anna Lindqvist'])).toBe(
      '[Îñļöĝĝåð šöɱ Anna Lindqvist ·····]',
    );
    // The longer of two parameters first, so one inside the other does not split it.
    expect(pseudoText('Anna och Anna Lindqvist', ['Anna', 'Anna Lindqvist'])).toBe(
      '[Anna öçĥ Anna Lindqvist ··]',
    );
    // A parameter with the characters of a pattern is read as text.
    expect(pseudoText('Visa (a+b)*', ['(a+b)*'])).toBe('[Ṽîšå (a+b)* ··]');
  });

  it('keeps a text already in the pseudo-locale (another text a function read) as it is', () => {
    const inre = pseudoText('Logga in');
    expect(pseudoText(`${inre} igen`)).toBe(`[${inre} îĝéñ ··]`);
  });

  it('leaves space around a text outside its brackets, and a blank text as it is', () => {
    expect(pseudoText(' till ')).toBe(' [ţîļļ ··] ');
    expect(pseudoText('')).toBe('');
    expect(pseudoText('  ')).toBe('  ');
  });
});
