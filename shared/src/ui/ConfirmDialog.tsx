import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { dialogTexter, handlingTexter } from '../texts/ui';
import { Button } from './Button';
import { ButtonRow } from './ButtonRow';

const fokuserbara =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first (or the heading)
 * to the last: a modal <dialog> makes the page inert, but the browser would still let Tab
 * leave for its own toolbar, and the user would lose the question.
 */
function hallFokusInne(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const kontroller = [...dialog.querySelectorAll<HTMLElement>(fokuserbara)];
  const forsta = kontroller[0];
  const sista = kontroller[kontroller.length - 1];
  if (!forsta || !sista) {
    return;
  }
  const aktiv = document.activeElement;
  const iBorjan = aktiv === forsta || !kontroller.some((k) => k === aktiv);
  if (event.shiftKey && iBorjan) {
    event.preventDefault();
    sista.focus();
  } else if (!event.shiftKey && aktiv === sista) {
    event.preventDefault();
    forsta.focus();
  }
}

interface Props {
  rubrik: string;
  children: ReactNode;
  onBekrafta: () => void;
  onAvbryt: () => void;
  upptagen?: boolean;
  /** The confirm button: an irreversible act names itself ('Ja, återkalla'). */
  bekrafta?: string;
}

/**
 * A modal confirmation as a native `<dialog>` opened with showModal(): the browser keeps
 * focus inside it and makes the page behind inert. Focus moves to its heading so the
 * question is read first; Escape cancels; when it closes, focus goes back to what opened it
 * unless the caller has already put it somewhere.
 */
export function ConfirmDialog({
  rubrik,
  children,
  onBekrafta,
  onAvbryt,
  upptagen = false,
  bekrafta = dialogTexter.bekrafta,
}: Props) {
  const rubrikId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const rubrikRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    const oppnare = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal(); there the dialog is simply open.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
      } else {
        dialog.setAttribute('open', '');
      }
    }
    rubrikRef.current?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') {
        dialog.close();
      }
      const fokus = document.activeElement;
      if (oppnare?.isConnected && (fokus === null || fokus === document.body)) {
        oppnare.focus();
      }
    };
  }, []);
  useEffect(() => {
    const tangent = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onAvbryt();
      } else if (event.key === 'Tab' && dialogRef.current) {
        hallFokusInne(dialogRef.current, event);
      }
    };
    document.addEventListener('keydown', tangent);
    return () => document.removeEventListener('keydown', tangent);
  }, [onAvbryt]);
  return (
    <dialog
      className="dialog"
      ref={dialogRef}
      aria-labelledby={rubrikId}
      // The browser's own Escape would close the dialog behind React's back; the keydown
      // listener above cancels through the caller instead.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={rubrikId} ref={rubrikRef} tabIndex={-1}>
        {rubrik}
      </h2>
      {children}
      <ButtonRow>
        <Button onClick={onBekrafta} disabled={upptagen}>
          {bekrafta}
        </Button>
        <Button variant="secondary" onClick={onAvbryt}>
          {handlingTexter.avbryt}
        </Button>
      </ButtonRow>
    </dialog>
  );
}
