import { useQueries } from '@tanstack/react-query';
import { hamtaFullmakt } from '../../api/fullmakter';
import { LIST_CACHE_MS } from '../../domain/constants';
import type { Fullmakt } from '../../domain/fullmakt';
import { queryKeys } from '../../store/server-state/query-keys';
import { personNamn, statusIOrd } from '../../texts/formatters';
import { ombudTexter } from '../../texts/ombud';
import { giltighetPeriod } from '../../texts/privat';

/**
 * The powers shared onward from this one (metadata.utdelningar), each read as it stands
 * now (?utdelning=current, which the server answers to the parties of the original while
 * the share is in force): to whom, for how long, its status. A share returned or revoked
 * leaves the original's utdelningar in the caches (cache-updates.ts), so it leaves here too.
 */
export function Utdelningar({ fullmakt }: { fullmakt: Fullmakt }) {
  const utdelningar = fullmakt.metadata?.utdelningar ?? [];
  const delningar = useQueries({
    queries: utdelningar.map((u) => ({
      queryKey: queryKeys.fullmakt(fullmakt.tredjeman.id, u.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        hamtaFullmakt(fullmakt.tredjeman.id, u.id, signal),
      staleTime: LIST_CACHE_MS,
      // A share that cannot be read is said so in its place; the page does not go to /fel.
      meta: { egenFelhantering: true },
    })),
  });
  if (utdelningar.length === 0) {
    return null;
  }
  return (
    <ul aria-label={ombudTexter.utdelningarRubrik}>
      {utdelningar.map((u, index) => {
        const delning = delningar[index];
        const data = delning?.data;
        return (
          <li key={u.id}>
            {data
              ? `${ombudTexter.utdelningTill(
                  data.fullmaktshavare.map(personNamn).join(', '),
                  giltighetPeriod(data.giltigFrom, data.giltigTom),
                )} (${statusIOrd(data)})`
              : delning?.isError
                ? ombudTexter.utdelningSaknas
                : ombudTexter.utdelningHamtas}
          </li>
        );
      })}
    </ul>
  );
}
