import { useQuery } from '@tanstack/react-query';
import { faltTexter, valideraFullmaktshavare, wizardTexter } from '@fullmakt/shared';
import { personNamn } from '../overview/FullmaktRad';
import { havareFalt } from './giltighet-regler';
import { personUppslagQuery, uppslagsFel } from './havare-uppslag';

interface Props {
  index: number;
  varde: string;
  /** The error of the last submit, which the summary links to. */
  fel?: string;
  /** The signed-in user's id and today: the §5 rules checked before the register is asked. */
  egetId?: string;
  dag: string;
  onChange: (varde: string) => void;
}

/**
 * One holder's personnummer. As soon as the field holds a number that passes the §5 rules,
 * the register is asked: its answer (the name, or the refusal) comes while the user is in
 * the field, so it is written into a polite live region that also describes the input;
 * the shared TextFalt has no place for such a line, hence the field's own markup here.
 * Numbers that break a rule are not sent; the submit names their rule.
 */
export function HavareFalt({ index, varde, fel, egetId, dag, onChange }: Props) {
  const komplett = valideraFullmaktshavare(varde, { egetId, idag: dag }) === undefined;
  const uppslag = useQuery({ ...personUppslagQuery(varde), enabled: komplett });
  const id = havareFalt(index);
  const hjalpId = `${id}-hjalp`;
  const felId = `${id}-fel`;
  const uppslagId = `${id}-uppslag`;
  // A submit error is shown (and summarised) on its own; the lookup's refusal would repeat it.
  const visaUppslag = komplett && fel === undefined;
  const vagrat = visaUppslag && uppslag.isError;
  let utfall: string | undefined;
  if (vagrat) {
    utfall = uppslagsFel(uppslag.error);
  } else if (visaUppslag && uppslag.isSuccess) {
    utfall = personNamn(uppslag.data);
  }
  const beskrivning = [hjalpId, fel === undefined ? undefined : felId, utfall && uppslagId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field">
      <label htmlFor={id}>{wizardTexter.havareEtikett(index + 1)}</label>
      <p id={hjalpId}>{faltTexter.personnummerHjalp}</p>
      {fel === undefined ? null : (
        <p id={felId} className="field__error">
          {fel}
        </p>
      )}
      <input
        id={id}
        type="text"
        value={varde}
        autoComplete="off"
        aria-invalid={fel !== undefined || vagrat ? true : undefined}
        aria-describedby={beskrivning}
        onChange={(event) => onChange(event.target.value)}
      />
      {/* Always in the page: a live region added together with its text is often not read. */}
      <p id={uppslagId} role="status" className={vagrat ? 'field__error' : undefined}>
        {utfall}
      </p>
    </div>
  );
}
