import { Link } from 'react-router';
import { begaranVyTexter, begarTexter, Alert, ButtonLink } from '@fullmakt/shared';
import { listaBegaranden, queryKeys } from '@fullmakt/shared/api';
import type { Flode } from '@fullmakt/shared/flode';
import { useQuery } from '@tanstack/react-query';

/**
 * The holder's requests for a power and their state (skickad, besvarad med en fullmakt,
 * avböjd, utgången), with "Begär en fullmakt" (issue 32 item 1).
 */
export function SkickadeBegaranden({ partId, flode }: { partId: string; flode: Flode }) {
  const lista = useQuery({
    queryKey: queryKeys.begaranden('skickade', partId),
    queryFn: ({ signal }) => listaBegaranden('skickade', partId, signal),
  });
  return (
    <section aria-labelledby="skickade-begaranden">
      <h2 id="skickade-begaranden">{begarTexter.skickadeRubrik}</h2>
      <p>
        <ButtonLink to={`${flode.oversikt}/begar`}>{begarTexter.knapp}</ButtonLink>
      </p>
      {lista.isError ? (
        <Alert ton="error" som="p">
          {begaranVyTexter.hamtningsfel}
        </Alert>
      ) : null}
      {lista.data?.length === 0 ? <p>{begarTexter.ingaSkickade}</p> : null}
      <ul>
        {(lista.data ?? []).map((b) => (
          <li key={b.id}>
            <Link to={`${flode.oversikt}/begaran?${new URLSearchParams({ id: b.id }).toString()}`}>
              {begarTexter.skickadRad(b.mall.rubrik, b.tredjeman.namn, b.fullmaktsgivare.id)}
            </Link>{' '}
            ({begaranVyTexter.status[b.status]})
          </li>
        ))}
      </ul>
    </section>
  );
}
