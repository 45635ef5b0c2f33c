// The checks of the validity step that run before the server is asked: the §5 proxy rules
// per holder (shared), duplicates, and the §5 date rules (shared) from today on.
import type { FaltFel } from '../ui/ErrorSummary';
import { tolkaHavare } from '../domain/havare-identitet';
import {
  valideraAntalFullmaktshavare,
  valideraFullmaktshavare,
} from '../domain/validate-fullmaktshavare';
import { valideraGiltighet } from '../domain/validate-datum';
import { wizardTexter } from '../texts/privat';

export const havareFalt = (index: number) => `havare-${index}`;
export const FROM_FALT = 'giltig-from';
export const TOM_FALT = 'giltig-tom';

export interface GiltighetsFormular {
  havare: string[];
  giltigFrom: string;
  giltigTom: string;
}

/**
 * The holders and the period, by the §5 rules. The period starts today at the earliest and
 * ends by `max` at the latest: the bound the server checks, from the runtime config.
 */
export function valideraGiltighetsFormular(
  f: GiltighetsFormular,
  egetId: string | undefined,
  dag: string,
  max?: string,
): FaltFel[] {
  const fel: FaltFel[] = [];
  const sedda = new Set<string>();
  f.havare.forEach((text, index) => {
    const problem = valideraFullmaktshavare(text, { egetId, idag: dag });
    const id = tolkaHavare(text, dag)?.id;
    if (problem !== undefined) {
      fel.push({ falt: havareFalt(index), meddelande: problem });
    } else if (id !== undefined && sedda.has(id)) {
      fel.push({ falt: havareFalt(index), meddelande: wizardTexter.havareDubblett });
    }
    if (id !== undefined) {
      sedda.add(id);
    }
  });
  // The add button stops at the cap; a longer list (an old draft) is told at the last field.
  const forManga = valideraAntalFullmaktshavare(f.havare.length);
  if (forManga !== undefined) {
    fel.push({ falt: havareFalt(f.havare.length - 1), meddelande: forManga });
  }
  const datum = valideraGiltighet(f.giltigFrom, f.giltigTom, { min: dag, max });
  if (datum.giltigFrom !== undefined) {
    fel.push({ falt: FROM_FALT, meddelande: datum.giltigFrom });
  }
  if (datum.giltigTom !== undefined) {
    fel.push({ falt: TOM_FALT, meddelande: datum.giltigTom });
  }
  return fel;
}
