import { useHistorik } from '../../store/server-state/queries';
import { historikTexter } from '../../texts/historik';
import { fullmaktTexter } from '../../texts/messages';
import { HistorikLista } from '../../ui/HistorikLista';
import { Alert } from '../../ui/Alert';

/** The timeline section of a power's view page, loaded on its own so the details never wait. */
export function FullmaktHistorik({ id }: { id: string }) {
  const historik = useHistorik(id);
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
      {historik.data ? <HistorikLista handelser={historik.data.handelser} /> : null}
    </section>
  );
}
