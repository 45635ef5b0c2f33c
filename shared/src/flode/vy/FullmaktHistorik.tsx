import { Link } from 'react-router';
import type { Fullmakt } from '../../domain/fullmakt';
import type { Handelse } from '../../domain/historik';
import { useHistorik } from '../../store/server-state/queries';
import { historikTexter } from '../../texts/historik';
import { fullmaktTexter } from '../../texts/messages';
import { HistorikLista } from '../../ui/HistorikLista';
import { Alert } from '../../ui/Alert';
import { useFlode } from '../flode-context';

/**
 * The timeline section of a power's view page, loaded on its own so the details never wait.
 * A renewal's events link to the other power, which has the same third party.
 */
export function FullmaktHistorik({ fullmakt }: { fullmakt: Pick<Fullmakt, 'id' | 'tredjeman'> }) {
  const flode = useFlode();
  const historik = useHistorik(fullmakt.id);
  const lank = (h: Handelse) =>
    (h.typ === 'FORNYAR' || h.typ === 'FORNYAD') && h.annanFullmaktId !== undefined ? (
      <Link to={flode.fullmaktVag({ id: h.annanFullmaktId, tredjeman: fullmakt.tredjeman })}>
        {historikTexter.fornyelseLank(h.typ)}
      </Link>
    ) : null;
  return (
    <section aria-labelledby="historik-rubrik">
      <h2 id="historik-rubrik">{historikTexter.rubrik}</h2>
      {historik.isPending ? <p>{historikTexter.laddar}</p> : null}
      {historik.isError ? (
        <Alert ton="error" som="p">
          {historikTexter.kundeInteHamtas}
        </Alert>
      ) : null}
      {historik.data?.aviseringMisslyckades ? (
        <Alert role="status">
          <p>{fullmaktTexter.aviseringMisslyckades}</p>
        </Alert>
      ) : null}
      {historik.data?.signatarerEjAviserade ? (
        <Alert role="status">
          <p>{fullmaktTexter.signatarerEjAviserade}</p>
        </Alert>
      ) : null}
      {historik.data ? <HistorikLista handelser={historik.data.handelser} lank={lank} /> : null}
    </section>
  );
}
