// Saving what the wizard chose on the server's draft (PUT utkast), so a kept draft resumes
// with its holders, dates and permissions in any browser, not only in this tab.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uppdateraUtkast } from '../api/utkast';
import type { SkapandeTillstand } from '../domain/creation-state';
import type { Person } from '../domain/parties';
import { signatarId } from '../domain/parties';
import type { UppdateraUtkastBegaran, Utkast } from '../domain/utkast';
import { queryKeys } from '../store/server-state/query-keys';

/**
 * The permissions chosen so far, by kod: the wizard's own list once the permissions step
 * has been shown, else what the draft carries (the template's mandatory ones on a new one).
 */
export function valdaBehorigheter(skapande: SkapandeTillstand): string[] {
  return skapande.behorighetslista.length > 0
    ? skapande.behorighetslista.filter((b) => b.vald).map((b) => b.kod)
    : (skapande.fullmakt?.behorigheter.map((b) => b.kod) ?? []);
}

/**
 * The change to save, or undefined when no permission is chosen yet: the call needs at
 * least one, so a template without mandatory permissions is first saved at the permissions
 * step. An empty end date is left out (no end).
 */
export function utkastAndring(
  fullmaktshavare: readonly Person[],
  giltigFrom: string,
  giltigTom: string | undefined,
  behorigheter: readonly string[],
): UppdateraUtkastBegaran | undefined {
  if (behorigheter.length === 0 || fullmaktshavare.length === 0) {
    return undefined;
  }
  const tom = giltigTom?.trim() ?? '';
  return {
    fullmaktshavare: fullmaktshavare.map((p) => ({ ...p })),
    giltigFrom: giltigFrom.trim(),
    ...(tom === '' ? {} : { giltigTom: tom }),
    behorigheter: [...behorigheter],
  };
}

/** An organisation's chosen signing option and signatories, when the wizard holds them. */
export function signeringsvalAndring(
  s: SkapandeTillstand,
): Pick<UppdateraUtkastBegaran, 'signeringsval' | 'underskrifter'> {
  return s.signeringsval === undefined || s.underskrifter.length === 0
    ? {}
    : {
        signeringsval: s.signeringsval,
        underskrifter: s.underskrifter.map((u) => ({ id: signatarId(u) })),
      };
}

/**
 * The change as the wizard's state holds it now (the signatory step, review step, 'sign
 * later'): the content and, for an organisation, the signing choice.
 */
export function andringFranTillstand(s: SkapandeTillstand): UppdateraUtkastBegaran | undefined {
  const andring = s.fullmakt
    ? utkastAndring(
        s.fullmaktshavare,
        s.fullmakt.giltigFrom,
        s.fullmakt.giltigTom,
        valdaBehorigheter(s),
      )
    : undefined;
  return andring ? { ...andring, ...signeringsvalAndring(s) } : undefined;
}

/**
 * What a change says, for comparing: holders by id and type only (the server keeps no name
 * for a protected identity), permissions in any order.
 */
function innehall(andring: UppdateraUtkastBegaran): string {
  return JSON.stringify([
    andring.fullmaktshavare.map(({ id, typ }) => [id, typ]),
    andring.giltigFrom,
    andring.giltigTom ?? null,
    [...andring.behorigheter].sort(),
    andring.signeringsval ?? null,
    (andring.underskrifter ?? []).map((u) => u.id).sort(),
  ]);
}

/**
 * What 'sign later' still has to save: the wizard's change when it differs from the draft
 * as last saved (the answer of the last PUT, or the draft read on resuming, in the query
 * cache), else nothing. Another PUT is not harmless: on a draft awaiting signature it ends
 * the open ticket. Without a cached copy (after a reload or the signing round trip) there
 * is nothing to save either: each step saves on the draft before the next can be reached.
 */
export function osparadAndring(
  s: SkapandeTillstand,
  sparat: Utkast | undefined,
): UppdateraUtkastBegaran | undefined {
  const andring = andringFranTillstand(s);
  if (!andring || !sparat) {
    return undefined;
  }
  const f = sparat.fullmakt;
  const innehallPa = utkastAndring(
    f.fullmaktshavare,
    f.giltigFrom,
    f.giltigTom,
    f.behorigheter.map((b) => b.kod),
  );
  const modell = sparat.signeringsmodell;
  const pa = innehallPa && {
    ...innehallPa,
    ...(modell?.underskrifter === undefined || modell.signeringsval === undefined
      ? {}
      : { signeringsval: modell.signeringsval, underskrifter: modell.underskrifter }),
  };
  return pa && innehall(pa) === innehall(andring) ? undefined : andring;
}

export function useSparaUtkast() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, andring }: { id: string; andring: UppdateraUtkastBegaran }) =>
      uppdateraUtkast(id, andring),
    onSuccess: (utkast) => {
      // The draft view and the draft list must show what was saved, not a cached copy.
      qc.setQueryData(queryKeys.utkast(utkast.fullmakt.id), utkast);
      void qc.invalidateQueries({ queryKey: queryKeys.utkastListor() });
    },
  });
}
