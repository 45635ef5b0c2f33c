// The third parties a private person may create powers for. The shared hamtaTredjeman asks
// without a mode, and the server then answers the rights of either mode, so a third party
// that lets only organisations create would be offered here. This asks for mode PRIVAT,
// with the shared route, schema, page size and Swedish name order.
import { useQuery } from '@tanstack/react-query';
import {
  TREDJEMAN_FETCH_PAGE,
  TREDJEMAN_FETCH_SIZE,
  TredjemanListaSvarSchema,
  compareSwedishNames,
} from '@fullmakt/shared';
import { anropa, getApiRoutes, queryKeys } from '@fullmakt/shared/api';
import type { Tredjeman } from '@fullmakt/shared';

export const tredjemanPrivatNyckel = [...queryKeys.tredjeman(), 'PRIVAT'] as const;

export async function hamtaTredjemanForPrivat(signal?: AbortSignal): Promise<Tredjeman[]> {
  const svar = await anropa(getApiRoutes().tredjeman, TredjemanListaSvarSchema, {
    query: { page: TREDJEMAN_FETCH_PAGE, size: TREDJEMAN_FETCH_SIZE, roll: 'PRIVAT' },
    signal,
  });
  return [...svar.tredjeman].sort((a, b) => compareSwedishNames(a.namn, b.namn));
}

export function useTredjemanForPrivat() {
  return useQuery({
    queryKey: tredjemanPrivatNyckel,
    queryFn: ({ signal }) => hamtaTredjemanForPrivat(signal),
    staleTime: Infinity,
  });
}
