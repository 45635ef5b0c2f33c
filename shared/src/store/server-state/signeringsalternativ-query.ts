// Signing options, cached 60 s. A failed fetch clears the cached options for that request
// and rethrows, so a stale answer is never shown as current.
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { SIGNERINGSALTERNATIV_CACHE_MS } from '../../domain/constants';
import type { SigneringsalternativBegaran, SigneringsalternativSvar } from '../../domain/signering';
import { hamtaSigneringsalternativ } from '../../api/signeringsalternativ';
import { queryKeys } from './query-keys';

export function signeringsalternativQuery(begaran: SigneringsalternativBegaran) {
  return {
    queryKey: queryKeys.signeringsalternativ(begaran),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      hamtaSigneringsalternativ(begaran, { signal }),
    staleTime: SIGNERINGSALTERNATIV_CACHE_MS,
  };
}

/** For guards and actions: the cached options if fresh, else a new fetch. */
export async function hamtaSigneringsalternativCachat(
  qc: QueryClient,
  begaran: SigneringsalternativBegaran,
): Promise<SigneringsalternativSvar> {
  const query = signeringsalternativQuery(begaran);
  try {
    return await qc.fetchQuery(query);
  } catch (error) {
    qc.removeQueries({ queryKey: query.queryKey, exact: true });
    throw error;
  }
}

/** For components: the options, or none while the last fetch failed. */
export function useSigneringsalternativ(begaran: SigneringsalternativBegaran | undefined) {
  const query = useQuery({
    ...signeringsalternativQuery(
      begaran ?? { fullmaktsgivare: { id: '', typ: 'orgnr' }, fullmaktsgivarroll: 'Organisation' },
    ),
    enabled: begaran !== undefined,
  });
  return { ...query, data: query.isError ? undefined : query.data };
}
