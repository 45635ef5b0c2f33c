// Each holder is looked up on its own (POST /api/dfm/person), as it is entered and again
// on submit, so a refusal is shown at the field of the holder it concerns, also when there
// are several holders. A found person is kept in the query cache: the submit reuses it.
import { queryOptions } from '@tanstack/react-query';
import { arServerfel, isApiError } from '../api/errors';
import { serverensText } from '../api/felmeddelande';
import { slaUppPerson } from '../api/personuppslag';
import type { Person } from '../domain/parties';
import { normaliseratHavare } from '../domain/havare-identitet';
import { queryClient } from '../store/server-state/query-client';
import { queryKeys } from '../store/server-state/query-keys';
import { fullmaktshavareTexter } from '../texts/validation';
import type { FaltFel } from '../ui/ErrorSummary';
import { havareFalt } from './giltighet-regler';

/** A person in the register changes rarely; a refusal is asked again on the next try. */
const UPPSLAG_CACHE_MS = 5 * 60_000;

/** The register is asked with the number normalised, so every way of typing it is one lookup. */
export function personUppslagQuery(text: string, idag?: string) {
  const nummer = normaliseratHavare(text.trim(), idag);
  return queryOptions({
    queryKey: queryKeys.personuppslag(nummer),
    queryFn: ({ signal }) => slaUppPerson(nummer, signal),
    staleTime: UPPSLAG_CACHE_MS,
    // The field shows the failure itself; a 5xx here must not send the user to /fel.
    meta: { egenFelhantering: true },
  });
}

/** Too many lookups (429): the register was not asked, so nothing is known about the number. */
const FOR_MANGA_ANROP = 429;

/** The lookup itself failed: no answer, a server error, or the rate limit was reached. */
function uppslagetMisslyckades(error: unknown): boolean {
  return !isApiError(error) || arServerfel(error) || error.status === FOR_MANGA_ANROP;
}

/**
 * The message for a failed lookup: the server's §5 text for a refusal of the number. When
 * the lookup itself failed, or the answer had no text, the user is told to try again later
 * (§5), never the server's or catalogue's text, which would read as if the number were wrong.
 */
export function uppslagsFel(error: unknown): string {
  const text = uppslagetMisslyckades(error) ? undefined : serverensText(error);
  return text ?? fullmaktshavareTexter.uppslagMisslyckades;
}

export interface UppslagsUtfall {
  /** The holders as the register names them, in the order typed; complete only without errors. */
  personer: Person[];
  /** One error per refused holder, at that holder's field. */
  fel: FaltFel[];
}

/** Looks all holders up at once and answers every refusal, not just the first. */
export async function slaUppHavare(
  havare: readonly string[],
  idag?: string,
): Promise<UppslagsUtfall> {
  const svar = await Promise.allSettled(
    havare.map((text) => queryClient.fetchQuery(personUppslagQuery(text, idag))),
  );
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
