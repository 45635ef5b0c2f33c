// The one QueryClient of the page (server state). Shared as a singleton with the package,
// so every remote reads the same caches. No automatic retries: a failed load is shown and
// handled by the rules of SPEC §4 instead of being hidden behind repeats.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient: QueryClient = createQueryClient();
