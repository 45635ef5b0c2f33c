// SPEC §5 Permissions: at least one; for a share-onward power at least one besides the
// right to share; mandatory ones marked and always chosen.
import { behorighetTexter, skapandeFelTexter } from '../texts/validation';
import type { Behorighet, Behorighetslistpost, MallBehorighet } from './behorighet';
import { DELA_VIDARE_BEHORIGHET_KOD } from './constants';
import type { Fullmakt } from './fullmakt';

/** The first problem with the chosen permissions, or undefined. */
export function valideraBehorigheter(
  lista: readonly Behorighetslistpost[],
  transportfullmakt: boolean,
  delaVidareKod: string = DELA_VIDARE_BEHORIGHET_KOD,
): string | undefined {
  const valda = lista.filter((post) => post.vald);
  if (valda.length === 0) {
    return behorighetTexter.minstEn;
  }
  if (transportfullmakt && !valda.some((post) => post.kod !== delaVidareKod)) {
    return behorighetTexter.minstEnUtoverDelning;
  }
  return undefined;
}

/**
 * The permission list for a template. Mandatory entries are marked and chosen; other entries
 * keep an earlier choice (by kod) when there is one.
 */
export function behorighetslistaForMall(
  behorigheter: readonly MallBehorighet[],
  // Stryker disable next-line ArrayDeclaration: equivalent: a default holding a made-up kod chooses nothing a template names.
  tidigareValda: readonly string[] = [],
): Behorighetslistpost[] {
  return behorigheter.map((b, index) => ({
    ...b,
    vald: b.obligatorisk || tidigareValda.includes(b.kod),
    index,
  }));
}

/**
 * For share flows only the permissions already on the received power are listed: you cannot
 * pass on more than you were given.
 */
export function behorighetslistaForDelning(
  ursprung: Pick<Fullmakt, 'behorigheter'>,
  // Stryker disable next-line ArrayDeclaration: equivalent: a default holding a made-up entry marks nothing a power names.
  mallBehorigheter: readonly MallBehorighet[] = [],
): Behorighetslistpost[] {
  return ursprung.behorigheter.map((b: Behorighet, index) => ({
    ...b,
    obligatorisk: mallBehorigheter.find((m) => m.kod === b.kod)?.obligatorisk ?? false,
    vald: false,
    index,
  }));
}

/** Toggles one entry; a mandatory entry stays chosen. */
export function vaxlaBehorighet(
  lista: readonly Behorighetslistpost[],
  kod: string,
): Behorighetslistpost[] {
  return lista.map((post) =>
    post.kod === kod && !post.obligatorisk ? { ...post, vald: !post.vald } : post,
  );
}

/** Writes the chosen permissions on the power; without a power it throws. */
export function medBehorigheter(
  fullmakt: Fullmakt | undefined,
  lista: readonly Behorighetslistpost[],
): Fullmakt {
  if (!fullmakt) {
    throw new Error(skapandeFelTexter.behorighetUtanFullmakt);
  }
  return {
    ...fullmakt,
    behorigheter: lista
      .filter((post) => post.vald)
      .map(({ kod, rubrik, beskrivning }) => ({ kod, rubrik, beskrivning })),
  };
}
