import { tolkaDatum } from '../domain/validate-datum';
import { faltTexter } from '../texts/ui';
import { TextFalt } from './TextFalt';

interface Props {
  id: string;
  etikett: string;
  fel?: string;
  varde: string;
  onChange: (varde: string) => void;
}

/**
 * A date as text (åååå-mm-dd) with that format as its hint, ten characters wide. A date
 * typed as 20261127 (or with spaces around) is shown as 2026-11-27 when the field is left. A text
 * field rather than `type="date"`: the browsers' date pickers differ, read poorly with a
 * screen reader and cannot take a pasted date in every locale.
 */
export function DateField({ id, etikett, fel, varde, onChange }: Props) {
  return (
    <TextFalt
      id={id}
      etikett={etikett}
      hjalp={faltTexter.datumHjalp}
      fel={fel}
      varde={varde}
      onChange={onChange}
      onBlur={() => {
        const normaliserat = tolkaDatum(varde);
        if (normaliserat !== varde) {
          onChange(normaliserat);
        }
      }}
      bredd="datum"
    />
  );
}
