// The one QueryClient of the page (server state). Shared as a singleton with the package,
// so every remote reads the same caches. No automatic retries: a failed load is shown and
// handled by the rules of SPEC §4 instead of being hidden behind repeats.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { arServerfel } from '../../api/errors';
import { rapporteraServerfel } from '../serverfel-store';
import './query-meta';

/** Where the browser is now, for /fel's way back. */
function nuvarandePlats(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A server error while loading what the page on screen shows ends on /fel (SPEC §2),
    // unless the query handles failure itself. Not a background refetch of data already
    // shown, nor a load no mounted component waits for (the user has moved on). Mutations
    // never do: a failed save keeps the form and says so.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (
          query.meta?.egenFelhantering !== true &&
          arServerfel(error) &&
          query.getObserversCount() > 0 &&
          query.state.data === undefined
        ) {
          rapporteraServerfel(nuvarandePlats());
        }
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient: QueryClient = createQueryClient();
