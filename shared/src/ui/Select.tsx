import { beskrivningAv, FaltRam } from './FaltRam';

export interface SelectAlternativ {
  varde: string;
  etikett: string;
}

interface Props {
  id: string;
  etikett: string;
  hjalp?: string;
  fel?: string;
  alternativ: readonly SelectAlternativ[];
  /** The chosen value; '' is the empty first option ('Välj'), there until one is chosen. */
  varde: string;
  /** The text of the empty first option. */
  tomt: string;
  onChange: (varde: string) => void;
  disabled?: boolean;
}

/**
 * A native select with a visible label, an optional hint and its error, all tied to it, 44
 * px tall. Native, so the phone's own picker opens and a screen reader knows it.
 */
export function Select({
  id,
  etikett,
  hjalp,
  fel,
  alternativ,
  varde,
  tomt,
  onChange,
  disabled,
}: Props) {
  return (
    <FaltRam id={id} etikett={etikett} hjalp={hjalp} fel={fel}>
      <select
        id={id}
        value={varde}
        disabled={disabled}
        aria-invalid={fel ? true : undefined}
        aria-describedby={beskrivningAv(id, { hjalp, fel })}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{tomt}</option>
        {alternativ.map((a) => (
          <option key={a.varde} value={a.varde}>
            {a.etikett}
          </option>
        ))}
      </select>
    </FaltRam>
  );
}
