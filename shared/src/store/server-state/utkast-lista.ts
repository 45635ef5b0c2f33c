// The draft list (SPEC §4 Lists): its own 90 s cache; a failed fetch resets it; a new
// draft for another organisation resets it; deleting removes a draft by id.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { LIST_CACHE_MS } from '../../domain/constants';
import type { Fullmaktsgivare } from '../../domain/parties';
import type { Utkast } from '../../domain/utkast';
import { sokUtkast, hamtaUtkast } from '../../api/utkast';
import { arAvbruten } from '../../api/errors';
import { queryKeys } from './query-keys';
import { listStore } from './list-store';
import type { ListStoreApi } from './list-store';

type Givare = Pick<Fullmaktsgivare, 'id' | 'typ'>;

/** Clears the whole draft list: every cached list goes and the page state is cleared. */
export function aterstallUtkastLista(qc: QueryClient, lista: ListStoreApi = listStore): void {
  qc.removeQueries({ queryKey: queryKeys.utkastListor() });
  lista.getState().rensaUtkast();
}

export async function hamtaUtkastLista(
  qc: QueryClient,
  givare: Givare,
  signal?: AbortSignal,
  lista: ListStoreApi = listStore,
): Promise<Utkast[]> {
  try {
    const utkast = await sokUtkast({ fullmaktsgivare: { id: givare.id, typ: givare.typ } }, signal);
    lista.getState().setUtkastOrg(givare.id);
    return utkast;
  } catch (error) {
    if (!arAvbruten(error)) {
      qc.removeQueries({
        queryKey: queryKeys.utkastListor(),
        predicate: (q) => q.queryKey[1] !== givare.id,
      });
      lista.getState().rensaUtkast();
    }
    throw error;
  }
}

export function utkastListaQuery(qc: QueryClient, givare: Givare) {
  return queryOptions({
    queryKey: queryKeys.utkastLista(givare.id),
    // SPEC §4: a failed draft fetch resets the draft list, shown in the list itself.
    meta: { egenFelhantering: true },
    queryFn: ({ signal }) => hamtaUtkastLista(qc, givare, signal),
    staleTime: LIST_CACHE_MS,
  });
}

/**
 * After a draft is saved: a draft for another organisation than the listed one resets the
 * list; for the same organisation the list just reloads.
 */
export function utkastSparat(
  qc: QueryClient,
  orgId: string,
  lista: ListStoreApi = listStore,
): Promise<void> {
  const listad = lista.getState().utkastOrg;
  if (listad !== undefined && listad !== orgId) {
    aterstallUtkastLista(qc, lista);
    return Promise.resolve();
  }
  return qc.invalidateQueries({ queryKey: queryKeys.utkastLista(orgId) });
}

export function useUtkastLista(givare: Givare | undefined) {
  const qc = useQueryClient();
  return useQuery({
    ...utkastListaQuery(qc, givare ?? { id: '', typ: 'orgnr' }),
    enabled: givare !== undefined,
  });
}

export function useUtkast(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.utkast(id ?? ''),
    queryFn: ({ signal }) => hamtaUtkast(id ?? '', signal),
    enabled: id !== undefined,
    staleTime: LIST_CACHE_MS,
  });
}
