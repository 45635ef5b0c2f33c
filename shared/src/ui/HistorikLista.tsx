import type { ReactNode } from 'react';
import type { Handelse } from '../domain/historik';
import { historikTexter } from '../texts/historik';

/**
 * "Historik": a power's events as plain Swedish sentences, in the order given (the server
 * answers newest first). Shown on the view page in every remote. `lank` may add a link after
 * an event (a renewal's, to the other power).
 */
export function HistorikLista({
  handelser,
  lank,
}: {
  handelser: readonly Handelse[];
  lank?: (h: Handelse) => ReactNode;
}) {
  if (handelser.length === 0) {
    return <p>{historikTexter.tom}</p>;
  }
  return (
    <ol className="historik">
      {handelser.map((h) => {
        const efter = lank?.(h);
        return (
          <li key={h.id} className="historik__handelse">
            {historikTexter.handelse(h)}
            {efter ? <> {efter}</> : null}
          </li>
        );
      })}
    </ol>
  );
}
