import type { ReactNode } from 'react';

interface Props {
  legend: ReactNode;
  /** The group's error, shown under the legend and describing the group. */
  fel?: string;
  felId?: string;
  /** Ids of other text that describes the group (a hint that changes, say). */
  beskrivning?: readonly string[];
  children: ReactNode;
}

/**
 * A group of fields or choices under a visible legend. With an error it is marked as one
 * (the red edge) and the error is tied to the group, so a screen reader says it with the
 * legend on entering.
 */
export function Fieldset({ legend, fel, felId, beskrivning = [], children }: Props) {
  const felets = fel ? (felId ?? undefined) : undefined;
  const beskrivs = [felets, ...beskrivning].filter((id) => id !== undefined).join(' ');
  return (
    <fieldset
      className={fel ? 'field field--error' : 'field'}
      aria-describedby={beskrivs === '' ? undefined : beskrivs}
    >
      <legend>{legend}</legend>
      {fel ? (
        <p id={felets} className="field__error">
          {fel}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
