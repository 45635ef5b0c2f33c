// SPEC §5 Template and draft: the template must allow the grantor role, a draft needs third
// party, grantor and template, and a third party must be one of the known ones.
import { mallTexter, tredjemanTexter, utkastKravTexter } from '../texts/validation';
import type { FullmaktsgivarRoll } from './app-mode';
import type { Mall } from './mall';
import type { Tredjeman } from './tredjeman';

/** The error when the template does not allow the role, else undefined. */
export function mallRollFel(
  mall: Pick<Mall, 'rubrik' | 'fullmaktsgivarroll'>,
  roll: FullmaktsgivarRoll,
): string | undefined {
  return mall.fullmaktsgivarroll.includes(roll)
    ? undefined
    : mallTexter.tillaterInteRoll(mall.rubrik, roll);
}

/** Throws when the template does not allow the role. */
export function kontrolleraMallRoll(
  mall: Pick<Mall, 'rubrik' | 'fullmaktsgivarroll'>,
  roll: FullmaktsgivarRoll,
): void {
  const fel = mallRollFel(mall, roll);
  if (fel !== undefined) {
    throw new Error(fel);
  }
}

export interface UtkastUnderlag {
  tredjeman?: unknown;
  fullmaktsgivare?: unknown;
  mall?: unknown;
}

/** The first missing part of a draft, in the order third party, grantor, template. */
export function utkastKravFel(underlag: UtkastUnderlag): string | undefined {
  if (!underlag.tredjeman) {
    return utkastKravTexter.tredjeman;
  }
  if (!underlag.fullmaktsgivare) {
    return utkastKravTexter.fullmaktsgivare;
  }
  if (!underlag.mall) {
    return utkastKravTexter.mall;
  }
  return undefined;
}

/** Throws the first missing part of a draft. */
export function kontrolleraUtkastKrav(underlag: UtkastUnderlag): void {
  const fel = utkastKravFel(underlag);
  if (fel !== undefined) {
    throw new Error(fel);
  }
}

/** Finds a third party by id; an id not in the list throws '{id} är en ogiltig tredjeman'. */
export function hittaTredjeman(lista: readonly Tredjeman[], id: string): Tredjeman {
  const tredjeman = lista.find((t) => t.id === id);
  if (!tredjeman) {
    throw new Error(tredjemanTexter.ogiltig(id));
  }
  return tredjeman;
}
