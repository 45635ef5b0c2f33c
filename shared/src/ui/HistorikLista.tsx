import type { Handelse } from '../domain/historik';
import { historikTexter } from '../texts/historik';

/**
 * "Historik": a power's events as plain Swedish sentences, in the order given (the server
 * answers newest first). Shown on the view page in every remote.
 */
export function HistorikLista({ handelser }: { handelser: readonly Handelse[] }) {
  if (handelser.length === 0) {
    return <p>{historikTexter.tom}</p>;
  }
  return (
    <ol className="historik">
      {handelser.map((h) => (
        <li key={h.id} className="historik__handelse">
          {historikTexter.handelse(h)}
        </li>
      ))}
    </ol>
  );
}
