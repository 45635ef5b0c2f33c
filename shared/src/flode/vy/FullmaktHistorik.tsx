import { useHistorik } from '../../store/server-state/queries';
import { historikTexter } from '../../texts/historik';
import { fullmaktTexter } from '../../texts/messages';
import { HistorikLista } from '../../ui/HistorikLista';

/** The timeline section of a power's view page, loaded on its own so the details never wait. */
export function FullmaktHistorik({ id }: { id: string }) {
  const historik = useHistorik(id);
  return (
    <section aria-labelledby="historik-rubrik">
      <h2 id="historik-rubrik">{historikTexter.rubrik}</h2>
      {historik.isPending ? <p>{historikTexter.laddar}</p> : null}
      {historik.isError ? (
        <p className="notice notice--error">{historikTexter.kundeInteHamtas}</p>
      ) : null}
      {historik.data?.aviseringMisslyckades ? (
        <div className="notice" role="status">
          <p>{fullmaktTexter.aviseringMisslyckades}</p>
        </div>
      ) : null}
      {historik.data ? <HistorikLista handelser={historik.data.handelser} /> : null}
    </section>
  );
}
