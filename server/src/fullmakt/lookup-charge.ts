import { fullmaktshavareTexter } from '@fullmakt/shared/texts';
import { ApiError } from '../core/api-error';
import type { AppDeps } from '../core/deps';

/** Charges the caller's budget for one person about to be looked up in the register. */
export type LookupCharge = (personId: string) => Promise<void>;

/**
 * The charge of one request: each person costs one from the caller's budget (one budget for
 * every path that looks people up), except those named in `alreadyResolved` (the holders
 * the stored draft already has: the wizard saves the same holders again and again) and a
 * person already charged in this request. Over the budget the request is refused with 429
 * before the register is asked, with §5's try-again text: nothing is told about the number.
 */
export function lookupCharge(
  deps: AppDeps,
  callerId: string,
  // Stryker disable next-line ArrayDeclaration: equivalent: a default holding a made-up id frees no real person's lookup.
  alreadyResolved: Iterable<string> = [],
): LookupCharge {
  const paid = new Set(alreadyResolved);
  return async (personId) => {
    if (paid.has(personId)) {
      return;
    }
    if (!(await deps.lookupBudget.take(callerId, 1))) {
      throw new ApiError(429, 'okant.fel', fullmaktshavareTexter.uppslagMisslyckades);
    }
    paid.add(personId);
  };
}
