// Engagements. A failed load sets an error flag so that the route guard loads again
// (SPEC §2: loaded first if none are loaded or the last load failed).
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { EngagemangSvar } from '../../domain/engagemang';
import { hamtaEngagemang } from '../../api/engagemang';
import { arAvbruten } from '../../api/errors';
import { queryKeys } from './query-keys';

export interface EngagemangStatus {
  fel: boolean;
}

export const engagemangStatus = createStore<EngagemangStatus>()(() => ({ fel: false }));

async function hamtaOchFlagga(signal?: AbortSignal): Promise<EngagemangSvar> {
  try {
    const svar = await hamtaEngagemang(signal);
    engagemangStatus.setState({ fel: false });
    return svar;
  } catch (error) {
    if (!arAvbruten(error)) {
      engagemangStatus.setState({ fel: true });
    }
    throw error;
  }
}

export function engagemangQuery() {
  return {
    queryKey: queryKeys.engagemang(),
    // SPEC §7: a failed load sets the error flag and the guard fetches again.
    meta: { egenFelhantering: true },
    queryFn: ({ signal }: { signal: AbortSignal }) => hamtaOchFlagga(signal),
    // Engagements change rarely; the guard decides when to load again.
    staleTime: Infinity,
  };
}

/** Whether the guard must load: none loaded yet, or the last load failed. */
export function behoverLaddaEngagemang(qc: QueryClient): boolean {
  return engagemangStatus.getState().fel || qc.getQueryData(queryKeys.engagemang()) === undefined;
}

/** For the guard: loads when needed, else returns the cached answer. */
export async function laddaEngagemang(qc: QueryClient): Promise<EngagemangSvar> {
  if (behoverLaddaEngagemang(qc)) {
    return qc.fetchQuery({ ...engagemangQuery(), staleTime: 0 });
  }
  return qc.fetchQuery(engagemangQuery());
}

export function useEngagemang() {
  const query = useQuery(engagemangQuery());
  const fel = useStore(engagemangStatus, (s) => s.fel);
  return { ...query, fel };
}
