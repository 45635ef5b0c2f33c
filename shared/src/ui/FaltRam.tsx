import type { ReactNode } from 'react';

interface Props {
  id: string;
  etikett: string;
  hjalp?: string | undefined;
  fel?: string | undefined;
  /** The control, with `aria-describedby` from `beskrivningAv`, and anything after it. */
  children: ReactNode;
}

/**
 * The frame every single-control field shares (text field, select): its visible label, then
 * the hint and the error above the control, so a screen magnifier sees them before it. Kept
 * in one place so that every field reads and is announced alike.
 */
export function FaltRam({ id, etikett, hjalp, fel, children }: Props) {
  return (
    <div className={fel ? 'field field--error' : 'field'}>
      <label htmlFor={id}>{etikett}</label>
      {hjalp ? (
        <p id={`${id}-hjalp`} className="field__hint">
          {hjalp}
        </p>
      ) : null}
      {fel ? (
        <p id={`${id}-fel`} className="field__error">
          {fel}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** The ids a control is described by: its hint, its error and its status line, when shown. */
export function beskrivningAv(
  id: string,
  delar: { hjalp?: string | undefined; fel?: string | undefined; status?: string | undefined },
): string | undefined {
  const ids = [
    delar.hjalp ? `${id}-hjalp` : undefined,
    delar.fel ? `${id}-fel` : undefined,
    delar.status ? `${id}-status` : undefined,
  ].filter(Boolean);
  return ids.length === 0 ? undefined : ids.join(' ');
}
