import { Link } from 'react-router';
import { useBegaranLista } from '../../store/server-state/begaran-lista';
import { begaranVyTexter as t } from '../../texts/begaran';
import { useFlode } from '../flode-context';
import { Alert } from '../../ui/Alert';
import { Pagination } from '../../ui/Pagination';
import { BlockeradeAvsandare } from './BlockeradeAvsandare';

/**
 * "Förfrågningar om fullmakt" on a grantor's overview (a person's, or an organisation's
 * for every firmatecknare): the open requests, each linking to its page, paged as the
 * lists of powers; and, when the grantor blocked any requester, who they are.
 */
export function BegaranLista({ givareId }: { givareId: string }) {
  const flode = useFlode();
  const lista = useBegaranLista('mottagna', givareId);
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
      {lista.totalt === 0 ? <p>{t.inga}</p> : null}
      <ul>
        {lista.rader.map((b) => (
          <li key={b.id}>
            <Link to={vag(b.id)}>{t.oppna(b.begarare.namn ?? b.begarare.id, b.mall.rubrik)}</Link> (
            {b.tredjeman.namn})
          </li>
        ))}
      </ul>
      <Pagination
        etikett={t.sidnavigering}
        sida={lista.uiSida}
        antal={lista.antalSidor}
        onSida={lista.setUiSida}
      />
      {lista.blockerade > 0 ? <BlockeradeAvsandare givareId={givareId} /> : null}
    </section>
  );
}
