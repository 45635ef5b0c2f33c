// The translations loaded into this page or process, per language. A translation answers
// for the ids its catalogs hold and says nothing for the rest (then the Swedish is shown).
// Nothing here loads a translation: a Swedish page ships no English bytes.
import type { Oversatt } from './sprak';

/** The arguments of a text with parameters, in the order its Swedish function takes them. */
export type TextArgument = string | number | boolean | Date;

export type Oversattare = (id: string, argument: readonly TextArgument[]) => string | undefined;

const oversattare = new Map<Oversatt, Oversattare[]>();

/** Adds a catalog's translator; a remote adds its own when its routes load. */
export function laggTillOversattning(sprak: Oversatt, oversatt: Oversattare): void {
  oversattare.set(sprak, [...(oversattare.get(sprak) ?? []), oversatt]);
}

/** The text with this id in this language, or nothing when no loaded catalog holds it. */
export function oversatt(
  sprak: Oversatt,
  id: string,
  argument: readonly TextArgument[],
): string | undefined {
  for (const o of oversattare.get(sprak) ?? []) {
    const text = o(id, argument);
    if (text !== undefined) {
      return text;
    }
  }
  return undefined;
}

/** For tests: forget every loaded translation. */
export function glomOversattningar(): void {
  oversattare.clear();
}
