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
 * A date as text (åååå-mm-dd) with that format as its hint, ten characters wide. A text
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
      bredd="datum"
    />
  );
}
