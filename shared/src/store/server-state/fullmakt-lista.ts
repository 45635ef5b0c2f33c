// Lists of powers given and received (SPEC §4 Lists): cached 90 s with a forced refresh;
// a new request cancels the previous one and its reply is ignored; a failed load resets
// the list and forces a refresh; an empty page above the first goes back to the first.
import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { LIST_CACHE_MS, LIST_PAGE_SIZE } from '../../domain/constants';
import type { FullmaktFilter, FullmaktListaSvar } from '../../domain/listing';
import {
  antalUiSidor,
  masteAterstallaSida,
  sidUrval,
  uiSidansRader,
} from '../../domain/list-rules';
import { sokFullmakter } from '../../api/fullmakter';
import { arAvbruten } from '../../api/errors';
import { queryKeys } from './query-keys';
import type { ListaNyckel, ListaTyp } from './query-keys';
import { listStore, useListStore } from './list-store';
import type { ListStoreApi } from './list-store';

/** The search filter for one API page of a list. */
export function listaFilter(n: ListaNyckel): FullmaktFilter {
  const part = { id: n.partId };
  return {
    ...(n.text.trim() === '' ? {} : { text: n.text.trim() }),
    ...(n.typ === 'givare' ? { fullmaktsgivare: part } : { fullmaktshavare: part }),
    ...(n.tid === undefined ? {} : { tid: n.tid }),
    page: { page: n.apiSida, size: LIST_PAGE_SIZE },
  };
}

function sammaNyckel(a: readonly unknown[], b: readonly unknown[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Fetches one API page. Other in-flight requests for the same list are cancelled first, so
 * only the newest answer can land. A failure (not a cancellation) drops the list's other
 * cached pages and resets its UI state, so the next view loads afresh.
 */
export async function hamtaFullmaktLista(
  qc: QueryClient,
  n: ListaNyckel,
  signal?: AbortSignal,
  lista: ListStoreApi = listStore,
): Promise<FullmaktListaSvar> {
  const nyckel = queryKeys.lista(n);
  const andra = (q: { queryKey: readonly unknown[] }) => !sammaNyckel(q.queryKey, nyckel);
  await qc.cancelQueries({ queryKey: queryKeys.listor(n.typ), predicate: andra });
  try {
    return await sokFullmakter(listaFilter(n), signal);
  } catch (error) {
    if (!arAvbruten(error)) {
      qc.removeQueries({ queryKey: queryKeys.listor(n.typ), predicate: andra });
      lista.getState().aterstall(n.typ);
    }
    throw error;
  }
}

export function fullmaktListaQuery(qc: QueryClient, n: ListaNyckel) {
  return queryOptions({
    queryKey: queryKeys.lista(n),
    // SPEC §4: a failed list load resets and refreshes, shown in the list itself.
    meta: { egenFelhantering: true },
    queryFn: ({ signal }) => hamtaFullmaktLista(qc, n, signal),
    staleTime: LIST_CACHE_MS,
  });
}

/** Forced refresh: every cached page of the list is stale and the shown one reloads now. */
export function tvingaListUppdatering(qc: QueryClient, typ?: ListaTyp): Promise<void> {
  return qc.invalidateQueries({ queryKey: typ ? queryKeys.listor(typ) : queryKeys.allaListor() });
}

/** The list of powers given or received for a principal, at the UI page held in the list store. */
export function useFullmaktLista(typ: ListaTyp, partId: string | undefined) {
  const qc = useQueryClient();
  const tillstand = useListStore((s) => s[typ]);
  const { apiSida } = sidUrval(tillstand.uiSida);
  const nyckel: ListaNyckel = {
    typ,
    partId: partId ?? '',
    text: tillstand.text,
    tid: tillstand.tid,
    apiSida,
  };
  const query = useQuery({
    ...fullmaktListaQuery(qc, nyckel),
    enabled: partId !== undefined,
    placeholderData: keepPreviousData,
  });
  const data = query.isPlaceholderData ? undefined : query.data;

  useEffect(() => {
    if (data && masteAterstallaSida(data)) {
      listStore.getState().setUiSida(typ, 1);
    }
  }, [data, typ]);

  return {
    ...query,
    rader: data ? uiSidansRader(data, tillstand.uiSida) : [],
    uiSida: tillstand.uiSida,
    antalSidor: data ? antalUiSidor(data.page.totalElements) : 0,
    totalt: data?.page.totalElements ?? 0,
    problem: data?.problem ?? undefined,
    setUiSida: (sida: number) => listStore.getState().setUiSida(typ, sida),
    setFilter: (filter: { text?: string; tid?: ListaNyckel['tid'] }) =>
      listStore.getState().setFilter(typ, filter),
    uppdatera: () => tvingaListUppdatering(qc, typ),
  };
}
