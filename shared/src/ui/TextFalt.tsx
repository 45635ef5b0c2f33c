import { beskrivningAv, FaltRam } from './FaltRam';

/** How wide the input is, by what it holds: a personnummer (13 characters), a date (10). */
export type FaltBredd = 'pnr' | 'datum' | 'kort' | 'hel';

interface Props {
  id: string;
  etikett: string;
  hjalp?: string;
  fel?: string;
  varde: string;
  onChange: (varde: string) => void;
  /** When the user leaves the field (a field that normalises what was typed does it here). */
  onBlur?: () => void;
  autoComplete?: string;
  bredd?: FaltBredd;
  /** A value shown that cannot be changed here (an organisation number, say). */
  disabled?: boolean;
  /**
   * A line that answers while the user is in the field (a lookup's result, say). It lives in
   * a polite status region that is always in the page, since a live region added together
   * with its text is often not read, and it describes the input while it has a text.
   */
  status?: { text?: string; fel: boolean };
}

/** A text field with a visible label, an optional hint and its error, all tied to the input. */
export function TextFalt({
  id,
  etikett,
  hjalp,
  fel,
  varde,
  onChange,
  onBlur,
  autoComplete = 'off',
  bredd = 'hel',
  disabled,
  status,
}: Props) {
  return (
    <FaltRam id={id} etikett={etikett} hjalp={hjalp} fel={fel}>
      <input
        id={id}
        type="text"
        className={bredd === 'hel' ? 'field__input' : `field__input field__input--${bredd}`}
        value={varde}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={fel || status?.fel ? true : undefined}
        aria-describedby={beskrivningAv(id, { hjalp, fel, status: status?.text })}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {status ? (
        <p id={`${id}-status`} role="status" className={status.fel ? 'field__error' : undefined}>
          {status.text}
        </p>
      ) : null}
    </FaltRam>
  );
}
