// Plain cached reads without list rules: one power, third parties, templates, signing result.
import { useQuery } from '@tanstack/react-query';
import { hamtaFullmakt, hamtaHistorik } from '../../api/fullmakter';
import { hamtaTredjeman } from '../../api/tredjeman';
import { hamtaMallar } from '../../api/mallar';
import { hamtaUnderskriftResultat } from '../../api/underskrift';
import { LIST_CACHE_MS } from '../../domain/constants';
import { queryKeys } from './query-keys';
import type { AppMode } from '../../domain/app-mode';

export function useFullmakt(orgnummer: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.fullmakt(orgnummer ?? '', id ?? ''),
    queryFn: ({ signal }) => hamtaFullmakt(orgnummer ?? '', id ?? '', signal),
    enabled: orgnummer !== undefined && id !== undefined,
    staleTime: LIST_CACHE_MS,
  });
}

/** A power's events, newest first (the timeline of its view page). */
export function useHistorik(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.historik(id ?? ''),
    queryFn: ({ signal }) => hamtaHistorik(id ?? '', signal),
    enabled: id !== undefined,
  });
}

/** Every third party, or with a mode only those that mode may create powers for. */
export function useTredjemanLista(roll?: AppMode) {
  return useQuery({
    queryKey: queryKeys.tredjeman(roll),
    queryFn: ({ signal }) => hamtaTredjeman(signal, roll),
    staleTime: Infinity,
  });
}

export function useMallar(tredjeman: string | undefined) {
  return useQuery({
    queryKey: queryKeys.mallar(tredjeman ?? ''),
    queryFn: ({ signal }) => hamtaMallar(tredjeman ?? '', signal),
    enabled: tredjeman !== undefined,
    staleTime: LIST_CACHE_MS,
  });
}

/** The signing result is read once: it does not change after the signing round trip. */
export function useUnderskriftResultat(bvebiljett: string | undefined) {
  return useQuery({
    queryKey: queryKeys.underskriftResultat(bvebiljett ?? ''),
    // The result page shows the signing problem itself (SPEC §8).
    meta: { egenFelhantering: true },
    queryFn: ({ signal }) => hamtaUnderskriftResultat(bvebiljett ?? '', signal),
    enabled: bvebiljett !== undefined,
    staleTime: Infinity,
  });
}
