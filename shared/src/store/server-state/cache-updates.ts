// What deleting or returning a power does to every cache. A deleted power leaves each list
// (totals reduced), its own detail is dropped, and an origin that listed it as a
// re-delegation loses it from utdelningar (vidaredelad cleared when none remain); a
// returned one stays, returned.
import type { QueryClient } from '@tanstack/react-query';
import type { Fullmakt } from '../../domain/fullmakt';
import type { FullmaktListaSvar } from '../../domain/listing';
import type { Utkast } from '../../domain/utkast';
import { utanFullmakt, utanUtdelning } from '../../domain/list-rules';
import { queryKeys } from './query-keys';

export function taBortFullmaktFranCache(qc: QueryClient, id: string): void {
  qc.setQueriesData<FullmaktListaSvar>({ queryKey: queryKeys.allaListor() }, (svar) =>
    svar ? utanFullmakt(svar, id) : svar,
  );
  qc.removeQueries({ queryKey: queryKeys.allaFullmakt(), predicate: (q) => q.queryKey[2] === id });
  qc.setQueriesData<Fullmakt>({ queryKey: queryKeys.allaFullmakt() }, (f) =>
    f ? utanUtdelning(f, id) : f,
  );
  taBortUtkastFranCache(qc, id);
}

/**
 * A returned power keeps its place in every list with the status the server now gives it
 * (SPEC §4: returned is a state, not a removal), so nothing vanishes and comes back.
 */
export function markeraAterlamnad(qc: QueryClient, id: string): void {
  qc.setQueriesData<FullmaktListaSvar>({ queryKey: queryKeys.allaListor() }, (svar) =>
    svar
      ? {
          ...svar,
          fullmakter: svar.fullmakter.map((f) =>
            f.id === id ? { ...f, status: 'ATERLAMNAD' as const } : f,
          ),
        }
      : svar,
  );
}

/** Deleting a draft removes it by id from the draft lists and drops its own entry. */
export function taBortUtkastFranCache(qc: QueryClient, id: string): void {
  qc.setQueriesData<Utkast[]>({ queryKey: queryKeys.utkastListor() }, (lista) =>
    lista ? lista.filter((u) => u.fullmakt.id !== id) : lista,
  );
  qc.removeQueries({ queryKey: queryKeys.utkast(id) });
}
