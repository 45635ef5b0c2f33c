import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Button, partnerTexts } from '@fullmakt/shared/first-view';
import { hamtaTredjeman, queryClient } from '@fullmakt/shared/api';

/**
 * Its own cache entry, not the wizard's (useTredjemanLista): this page shows only names,
 * and its answer must never stand in for the list the wizard reads for the current role.
 */
const partnerQueryKey = ['mfe-info', 'anslutna-parter'] as const;

/** 2021001231 -> 202100-1231, the way organisation numbers are written. */
function formatOrgnummer(id: string): string {
  return /^\d{10}$/.test(id) ? `${id.slice(0, 6)}-${id.slice(6)}` : id;
}

function PartnerListContent() {
  // The list of connected parties is public: every visitor sees it, signed in or not.
  const query = useQuery({
    queryKey: partnerQueryKey,
    queryFn: ({ signal }) => hamtaTredjeman(signal),
    // A public page: the list says it could not load and offers to try again.
    meta: { egenFelhantering: true },
    staleTime: 5 * 60_000,
  });

  if (query.isPending) {
    return <p role="status">{partnerTexts.loading}</p>;
  }
  if (query.isError) {
    return (
      <div role="alert">
        <p>{partnerTexts.failed}</p>
        <Button onClick={() => void query.refetch()}>{partnerTexts.tryAgain}</Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p>{partnerTexts.empty}</p>;
  }
  return (
    <ul className="partner-list">
      {query.data.map((part) => (
        <li key={part.id}>
          <span className="partner-list__name">{part.namn}</span>{' '}
          <span className="partner-list__id">
            ({partnerTexts.orgnummer(formatOrgnummer(part.id))})
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The connected third parties, read live from the server (GET {tredjemanApi}/tredjeman),
 * so the page is right the day a new authority is connected, without an editor's change.
 * The provider is the page's one shared QueryClient (the shell provides none, so that
 * the other public pages load no react-query).
 */
export function PartnerList() {
  return (
    <section aria-labelledby="anslutna-parter-lista">
      <h2 id="anslutna-parter-lista">{partnerTexts.heading}</h2>
      <QueryClientProvider client={queryClient}>
        <PartnerListContent />
      </QueryClientProvider>
    </section>
  );
}
