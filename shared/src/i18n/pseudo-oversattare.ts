// The pseudo-locale's translator (pseudo-sprak.ts): every text is its own Swedish written
// by pseudoText. Loaded by sidans-sprak.ts through import() only on a page whose
// `<html lang>` is the pseudo-locale: its own chunk (tooling/rspack), so a Swedish or an
// English page ships none of it.
import type { Oversattare, TextArgument } from './oversattningar';
import { pseudoText } from './pseudo-text';
import { allaSvenskaTexter } from './texter';

/**
 * A parameter the reader must find as given (a name, a company, a number): kept as it is.
 * A date is the Swedish function's to write (in the page's language), so it is not here.
 */
function behalls(argument: readonly TextArgument[]): string[] {
  return argument.flatMap((a) =>
    typeof a === 'string' || typeof a === 'number' ? [String(a)] : [],
  );
}

/**
 * Answers for every text the page has loaded: the Swedish function runs with the text's
 * own arguments, so its plurals and choices are the Swedish ones, and the result is
 * written in the pseudo-locale around the parameters. A text another text reads inside
 * its function is already in the pseudo-locale and is kept as it is (pseudoText).
 */
export const pseudoOversattare: Oversattare = (id, argument) => {
  const svenska = allaSvenskaTexter().get(id);
  if (svenska === undefined) {
    return undefined;
  }
  const text =
    typeof svenska === 'string'
      ? svenska
      : (svenska as (...a: readonly TextArgument[]) => string)(...argument);
  return pseudoText(text, behalls(argument));
};
