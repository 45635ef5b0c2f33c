import { Link } from 'react-router';
import { begaranVyTexter, begarTexter, Alert } from '@fullmakt/shared';
import { useBegaranLista } from '@fullmakt/shared/api';
import { Pagination, type Flode } from '@fullmakt/shared/flode';

/**
 * The holder's requests for a power and their state (skickad, besvarad med en fullmakt,
 * avböjd, utgången), paged as the lists of powers (issue 32). "Begär en fullmakt" is at the
 * top of the page (MottagnaFullmakterPage), where loading lists do not move it.
 */
export function SkickadeBegaranden({ partId, flode }: { partId: string; flode: Flode }) {
  const lista = useBegaranLista('skickade', partId);
  return (
    <section aria-labelledby="skickade-begaranden">
      <h2 id="skickade-begaranden">{begarTexter.skickadeRubrik}</h2>
      {lista.isError ? (
        <Alert ton="error" som="p">
          {begaranVyTexter.hamtningsfel}
        </Alert>
      ) : null}
      {lista.totalt === 0 ? <p>{begarTexter.ingaSkickade}</p> : null}
      <ul>
        {lista.rader.map((b) => (
          <li key={b.id}>
            <Link to={`${flode.oversikt}/begaran?${new URLSearchParams({ id: b.id }).toString()}`}>
              {begarTexter.skickadRad(b.mall.rubrik, b.tredjeman.namn, b.fullmaktsgivare.id)}
            </Link>{' '}
            ({begaranVyTexter.status[b.status]})
          </li>
        ))}
      </ul>
      <Pagination
        etikett={begarTexter.sidnavigering}
        sida={lista.uiSida}
        antal={lista.antalSidor}
        onSida={lista.setUiSida}
      />
    </section>
  );
}
