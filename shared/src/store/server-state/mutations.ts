// Changes: create and share drafts, delete a draft, revoke and return. Each keeps the
// caches true afterwards instead of waiting for the 90 s to pass.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DelaFullmaktBegaran, SkapaUtkastBegaran } from '../../domain/utkast';
import { delaFullmakt, skapaUtkast, taBortUtkast } from '../../api/utkast';
import { aterkallaFullmakt, aterlamnaFullmakt } from '../../api/fullmakter';
import { skickaForUnderskrift, startaUnderskrift } from '../../api/underskrift';
import type { StartaUnderskriftBegaran } from '../../domain/underskrift';
import { markeraAterlamnad, taBortFullmaktFranCache } from './cache-updates';
import { tvingaListUppdatering } from './fullmakt-lista';
import { utkastSparat } from './utkast-lista';
import { queryKeys } from './query-keys';

export function useSkapaUtkast() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (begaran: SkapaUtkastBegaran) => skapaUtkast(begaran),
    onSuccess: (_utkast, begaran) => utkastSparat(qc, begaran.fullmaktsgivare.id),
  });
}

export function useDelaFullmakt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (begaran: DelaFullmaktBegaran) => delaFullmakt(begaran),
    onSuccess: () => tvingaListUppdatering(qc),
  });
}

/** Deleting a draft removes it from every list and cache. */
export function useTaBortUtkast() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => taBortUtkast(id),
    onSuccess: (_svar, id) => {
      taBortFullmaktFranCache(qc, id);
    },
  });
}

/** Revoking changes the status of the power and of those shared onward: reload them. */
export function useAterkalla() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => aterkallaFullmakt(id),
    onSuccess: async () => {
      await Promise.all([
        tvingaListUppdatering(qc),
        qc.invalidateQueries({ queryKey: queryKeys.allaFullmakt() }),
      ]);
    },
  });
}

/**
 * A returned power shows as returned in the lists at once, as the server lists it after a
 * reload; the lists are then reloaded from the server. The views of powers (its own, and
 * its origin's history) are marked stale, not refetched here: the view the return was made
 * from must stay until the caller has moved on (a refetch would take its button away first,
 * and the caller's onSuccess with it).
 */
export function useAterlamna() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => aterlamnaFullmakt(id),
    onSuccess: async (_svar, id) => {
      markeraAterlamnad(qc, id);
      await Promise.all([
        tvingaListUppdatering(qc),
        qc.invalidateQueries({ queryKey: queryKeys.allaFullmakt(), refetchType: 'none' }),
      ]);
    },
  });
}

export function useStartaUnderskrift() {
  return useMutation({
    mutationFn: ({ id, begaran }: { id: string; begaran: StartaUnderskriftBegaran }) =>
      startaUnderskrift(id, begaran),
  });
}

/**
 * Sends an organisation's draft to its chosen signatories: the power as sent is what its
 * draft view shows from now on, and the drafts list learns it is no longer being started.
 */
export function useSkickaForUnderskrift() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, begaran }: { id: string; begaran: StartaUnderskriftBegaran }) =>
      skickaForUnderskrift(id, begaran),
    onSuccess: async (svar) => {
      qc.removeQueries({ queryKey: queryKeys.utkast(svar.fullmakt.id) });
      await utkastSparat(qc, svar.fullmakt.fullmaktsgivare.id);
    },
  });
}
