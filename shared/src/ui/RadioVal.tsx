import { Fieldset } from './Fieldset';

export interface RadioAlternativ {
  id: string;
  etikett: string;
  /** A line under the label that says more about the option; it describes the radio. */
  beskrivning?: string;
}

interface Props {
  namn: string;
  legend: string;
  alternativ: readonly RadioAlternativ[];
  vald: string | undefined;
  onVal: (id: string) => void;
  fel?: string;
  /** Short options side by side while they fit (a filter), rather than one under another. */
  inline?: boolean;
}

/** The id of an option's input, so an error summary can link to the first one. */
export function radioId(namn: string, id: string): string {
  return `${namn}-${id}`;
}

/** One choice among several, as a fieldset of radio buttons with a visible legend. */
export function RadioVal({ namn, legend, alternativ, vald, onVal, fel, inline = false }: Props) {
  const felId = `${namn}-fel`;
  const val = alternativ.map((a) => (
    <div key={a.id} className="choice">
      <input
        type="radio"
        id={radioId(namn, a.id)}
        name={namn}
        checked={vald === a.id}
        aria-describedby={a.beskrivning ? `${radioId(namn, a.id)}-beskrivning` : undefined}
        onChange={() => onVal(a.id)}
      />{' '}
      <label htmlFor={radioId(namn, a.id)}>{a.etikett}</label>
      {a.beskrivning ? (
        <p id={`${radioId(namn, a.id)}-beskrivning`} className="field__hint">
          {a.beskrivning}
        </p>
      ) : null}
    </div>
  ));
  return (
    <Fieldset legend={legend} fel={fel} felId={felId}>
      {inline ? <div className="choice-group--inline">{val}</div> : val}
    </Fieldset>
  );
}
