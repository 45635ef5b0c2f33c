import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button, sidhuvudTexter } from '@fullmakt/shared/first-view';
import { logout } from '../auth/auth';

/**
 * The signed-in user's name as a disclosure button; it opens a small menu with the user's
 * sign-ins (/inloggningar, where other sessions are ended) and logout.
 * Escape closes it and returns focus to the button.
 */
export function UserMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  }

  // Tabbing out of the menu closes it, so it never covers the page behind the user's back.
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!container.current?.contains(event.relatedTarget)) {
      setOpen(false);
    }
  }

  function signOut() {
    setLeaving(true);
    void logout();
  }

  return (
    <div className="user-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={sidhuvudTexter.inloggadSom(name)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={() => setOpen(!open)}
      >
        {name}
      </button>
      <div id={menuId} className="user-menu__panel" hidden={!open}>
        <Link
          to="/inloggningar"
          onClick={() => setOpen(false)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        >
          {sidhuvudTexter.minaInloggningar}
        </Link>
        <Button disabled={leaving} onClick={signOut} onKeyDown={onKeyDown} onBlur={onBlur}>
          {sidhuvudTexter.loggaUt}
        </Button>
      </div>
    </div>
  );
}
