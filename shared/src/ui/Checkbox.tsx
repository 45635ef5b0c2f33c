import type { ReactNode } from 'react';

interface Props {
  id: string;
  etikett: ReactNode;
  /** A line under the label that says more about the choice; it describes the box. */
  beskrivning?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}

/**
 * One checkbox of a group (in a `Fieldset`), its label beside it: the row is the 44 px
 * hit area, since a click on the label checks the box.
 */
export function Checkbox({ id, etikett, beskrivning, checked, disabled, onChange }: Props) {
  const beskrivningId = `${id}-beskrivning`;
  return (
    <div className="choice">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={beskrivning === undefined ? undefined : beskrivningId}
        onChange={onChange}
      />{' '}
      <label htmlFor={id}>{etikett}</label>
      {beskrivning === undefined ? null : (
        <p id={beskrivningId} className="field__hint">
          {beskrivning}
        </p>
      )}
    </div>
  );
}
