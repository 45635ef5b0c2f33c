// A list of requests for a power (issue 32), paged as the lists of powers (SPEC §4): 20
// fetched a page from the API, 5 shown a page, the previous page kept while the next
// loads, and an empty page above the first (the list shrank) sends back to the first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listaBegaranSida } from '../../api/begaranden';
import { antalUiSidor, sidUrval } from '../../domain/list-rules';
import { queryKeys } from './query-keys';

export function useBegaranLista(sida: 'skickade' | 'mottagna', partId: string) {
  const [uiSida, setUiSida] = useState(1);
  const { apiSida, start, slut } = sidUrval(uiSida);
  const query = useQuery({
    queryKey: queryKeys.begaranSida(sida, partId, apiSida),
    queryFn: ({ signal }) => listaBegaranSida(sida, partId, apiSida, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.isPlaceholderData ? undefined : query.data;
  const tom = data !== undefined && data.begaranden.length === 0 && data.page.number > 0;
  if (tom) {
    // Set while rendering (React's pattern for state that follows an answer): the next
    // render asks for the first page.
    setUiSida(1);
  }
  return {
    isPending: query.isPending,
    isError: query.isError,
    rader: data ? data.begaranden.slice(start, slut) : [],
    totalt: data?.page.totalElements,
    blockerade: query.data?.blockerade ?? 0,
    uiSida,
    antalSidor: data ? antalUiSidor(data.page.totalElements) : 0,
    setUiSida,
  };
}
