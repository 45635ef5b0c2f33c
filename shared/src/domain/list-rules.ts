// Pure rules of SPEC §4 Lists: paging between the API (20 a page) and the UI (5 a page),
// and what deleting a power does to a listing.
import { LIST_PAGE_SIZE, UI_PAGE_SIZE } from './constants';
import type { Fullmakt } from './fullmakt';
import type { FullmaktListaSvar } from './listing';

export interface SidUrval {
  /** API page (0-based). */
  apiSida: number;
  /** Index of the first row of the UI page within the API page. */
  start: number;
  slut: number;
}

/** Which API page holds a UI page (1-based), and where in it. */
export function sidUrval(
  uiSida: number,
  uiStorlek = UI_PAGE_SIZE,
  apiStorlek = LIST_PAGE_SIZE,
): SidUrval {
  const forstaRad = (Math.max(1, uiSida) - 1) * uiStorlek;
  const apiSida = Math.floor(forstaRad / apiStorlek);
  const start = forstaRad - apiSida * apiStorlek;
  return { apiSida, start, slut: start + uiStorlek };
}

/** The rows of a UI page out of its API page. */
export function uiSidansRader(svar: FullmaktListaSvar, uiSida: number): Fullmakt[] {
  const { start, slut } = sidUrval(uiSida);
  return svar.fullmakter.slice(start, slut);
}

/** Number of UI pages for a total. */
export function antalUiSidor(totalElements: number, uiStorlek = UI_PAGE_SIZE): number {
  return Math.ceil(totalElements / uiStorlek);
}

/** An empty answer for a page above the first means the list shrank: go back to the first page. */
export function masteAterstallaSida(svar: FullmaktListaSvar): boolean {
  return svar.fullmakter.length === 0 && svar.page.number > 0;
}

/** Removes a deleted power from another power's re-delegations; clears vidaredelad when none remain. */
export function utanUtdelning(fullmakt: Fullmakt, borttagetId: string): Fullmakt {
  const metadata = fullmakt.metadata;
  if (!metadata?.utdelningar.some((u) => u.id === borttagetId)) {
    return fullmakt;
  }
  const utdelningar = metadata.utdelningar.filter((u) => u.id !== borttagetId);
  return { ...fullmakt, metadata: { utdelningar, vidaredelad: utdelningar.length > 0 } };
}

/**
 * A listing without a deleted power: the row goes, the totals shrink, and the power's
 * origin (if listed) loses it from its re-delegations.
 */
export function utanFullmakt(svar: FullmaktListaSvar, id: string): FullmaktListaSvar {
  const fanns = svar.fullmakter.some((f) => f.id === id);
  const fullmakter = svar.fullmakter.filter((f) => f.id !== id).map((f) => utanUtdelning(f, id));
  if (!fanns) {
    return { ...svar, fullmakter };
  }
  const totalElements = Math.max(0, svar.page.totalElements - 1);
  return {
    ...svar,
    fullmakter,
    page: { ...svar.page, totalElements, totalPages: Math.ceil(totalElements / svar.page.size) },
  };
}
