// Each holder is looked up on its own (POST /api/dfm/person), so a refusal is shown at the
// field of the holder it concerns, also when there are several holders.
import { fullmaktshavareTexter, isApiError, slaUppPerson } from '@fullmakt/shared';
import type { FaltFel, Person } from '@fullmakt/shared';
import { havareFalt } from './giltighet-regler';

/**
 * The message for a failed lookup: the server's §5 text for a refusal; no answer, a server
 * error or an answer without a text means the lookup itself failed.
 */
export function uppslagsFel(error: unknown): string {
  const serverfel = isApiError(error) && (error.status ?? 0) >= 500;
  return isApiError(error) && !serverfel && error.meddelande !== undefined
    ? error.meddelande
    : fullmaktshavareTexter.uppslagMisslyckades;
}

export interface UppslagsUtfall {
  /** The holders as the register names them, in the order typed; complete only without errors. */
  personer: Person[];
  /** One error per refused holder, at that holder's field. */
  fel: FaltFel[];
}

/** Looks all holders up at once and answers every refusal, not just the first. */
export async function slaUppHavare(havare: readonly string[]): Promise<UppslagsUtfall> {
  const svar = await Promise.allSettled(havare.map((text) => slaUppPerson(text.trim())));
  const personer: Person[] = [];
  const fel: FaltFel[] = [];
  svar.forEach((utfall, index) => {
    if (utfall.status === 'fulfilled') {
      personer.push(utfall.value);
    } else {
      fel.push({ falt: havareFalt(index), meddelande: uppslagsFel(utfall.reason) });
    }
  });
  return { personer, fel };
}
