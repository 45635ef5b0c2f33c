import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { dialogTexter, handlingTexter } from '../texts/ui';

interface Props {
  rubrik: string;
  children: ReactNode;
  onBekrafta: () => void;
  onAvbryt: () => void;
  upptagen?: boolean;
}

/**
 * A modal confirmation. Focus moves into it on open so the question is read first, Escape
 * cancels, and the caller returns focus to the button that opened it.
 */
export function ConfirmDialog({ rubrik, children, onBekrafta, onAvbryt, upptagen = false }: Props) {
  const rubrikId = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  useEffect(() => {
    const tangent = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onAvbryt();
      }
    };
    document.addEventListener('keydown', tangent);
    return () => document.removeEventListener('keydown', tangent);
  }, [onAvbryt]);
  return (
    <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={rubrikId}>
      <h2 id={rubrikId} ref={ref} tabIndex={-1}>
        {rubrik}
      </h2>
      {children}
      <div className="button-row">
        <button type="button" className="button" onClick={onBekrafta} disabled={upptagen}>
          {dialogTexter.bekrafta}
        </button>
        <button type="button" className="button button--secondary" onClick={onAvbryt}>
          {handlingTexter.avbryt}
        </button>
      </div>
    </div>
  );
}
