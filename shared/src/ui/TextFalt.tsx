interface Props {
  id: string;
  etikett: string;
  hjalp?: string;
  fel?: string;
  varde: string;
  onChange: (varde: string) => void;
  autoComplete?: string;
}

/** A text field with a visible label, an optional hint and its error, all tied to the input. */
export function TextFalt({
  id,
  etikett,
  hjalp,
  fel,
  varde,
  onChange,
  autoComplete = 'off',
}: Props) {
  const beskrivning = [hjalp ? `${id}-hjalp` : undefined, fel ? `${id}-fel` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{etikett}</label>
      {hjalp ? <p id={`${id}-hjalp`}>{hjalp}</p> : null}
      {fel ? (
        <p id={`${id}-fel`} className="field__error">
          {fel}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        value={varde}
        autoComplete={autoComplete}
        aria-invalid={fel ? true : undefined}
        aria-describedby={beskrivning === '' ? undefined : beskrivning}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
