import './stil/falt.css';
import './stil/val.css';
import { Fieldset } from './Fieldset';

export interface RadioAlternativ {
  id: string;
  etikett: string;
}

interface Props {
  namn: string;
  legend: string;
  alternativ: readonly RadioAlternativ[];
  vald: string | undefined;
  onVal: (id: string) => void;
  fel?: string;
}

/** The id of an option's input, so an error summary can link to the first one. */
export function radioId(namn: string, id: string): string {
  return `${namn}-${id}`;
}

/** One choice among several, as a fieldset of radio buttons with a visible legend. */
export function RadioVal({ namn, legend, alternativ, vald, onVal, fel }: Props) {
  const felId = `${namn}-fel`;
  return (
    <Fieldset legend={legend} fel={fel} felId={felId}>
      {alternativ.map((a) => (
        <div key={a.id} className="choice">
          <input
            type="radio"
            id={radioId(namn, a.id)}
            name={namn}
            checked={vald === a.id}
            onChange={() => onVal(a.id)}
          />{' '}
          <label htmlFor={radioId(namn, a.id)}>{a.etikett}</label>
        </div>
      ))}
    </Fieldset>
  );
}
