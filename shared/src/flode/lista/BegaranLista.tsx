import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listaBegaranden } from '../../api/begaranden';
import { queryKeys } from '../../store/server-state/query-keys';
import { begaranVyTexter as t } from '../../texts/begaran';
import { useFlode } from '../flode-context';
import { Alert } from '../../ui/Alert';

/**
 * "Förfrågningar om fullmakt" on a grantor's overview (a person's, or an organisation's
 * for every firmatecknare): the open requests, each linking to its page.
 */
export function BegaranLista({ givareId }: { givareId: string }) {
  const flode = useFlode();
  const lista = useQuery({
    queryKey: queryKeys.begaranden('mottagna', givareId),
    queryFn: ({ signal }) => listaBegaranden('mottagna', givareId, signal),
  });
  const vag = flode.begaranVag;
  if (vag === undefined) {
    return null;
  }
  return (
    <section aria-labelledby="begaran-rubrik">
      <h2 id="begaran-rubrik">{t.listRubrik}</h2>
      {lista.isError ? (
        <Alert ton="error" som="p">
          {t.hamtningsfel}
        </Alert>
      ) : null}
      {lista.isPending ? <p>{t.laddar}</p> : null}
      {lista.data?.length === 0 ? <p>{t.inga}</p> : null}
      <ul>
        {(lista.data ?? []).map((b) => (
          <li key={b.id}>
            <Link to={vag(b.id)}>{t.oppna(b.begarare.namn ?? b.begarare.id, b.mall.rubrik)}</Link> (
            {b.tredjeman.namn})
          </li>
        ))}
      </ul>
    </section>
  );
}
