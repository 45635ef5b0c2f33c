import { useEffect, useRef } from 'react';
import { wizardTexter } from '../texts/privat';
import { Alert } from './Alert';

export interface FaltFel {
  /** The id of the field the error belongs to. */
  falt: string;
  meddelande: string;
}

/**
 * The error summary of a form. It takes focus whenever a new set of errors appears, so a
 * screen reader user hears at once what is wrong; each item links to (and focuses) its field.
 */
export function ErrorSummary({ fel }: { fel: readonly FaltFel[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fel.length > 0) {
      ref.current?.focus();
    }
  }, [fel]);
  if (fel.length === 0) {
    return null;
  }
  return (
    <Alert
      ton="error"
      className="error-summary"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="felsammanfattning"
      rubrik={wizardTexter.felsammanfattning}
      rubrikId="felsammanfattning"
    >
      <ul>
        {fel.map((f) => (
          <li key={`${f.falt}-${f.meddelande}`}>
            <a
              href={`#${f.falt}`}
              onClick={(event) => {
                // Focus the field itself; a bare hash link would only scroll to it.
                event.preventDefault();
                document.getElementById(f.falt)?.focus();
              }}
            >
              {f.meddelande}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
