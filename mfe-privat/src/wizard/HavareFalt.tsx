import { useQuery } from '@tanstack/react-query';
import { TextFalt, faltTexter, valideraFullmaktshavare, wizardTexter } from '@fullmakt/shared';
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
 * the register is asked: the name shows under the field (announced), or the refusal at the
 * field. Numbers that break a rule are not sent; the submit names their rule.
 */
export function HavareFalt({ index, varde, fel, egetId, dag, onChange }: Props) {
  const komplett = valideraFullmaktshavare(varde, { egetId, idag: dag }) === undefined;
  const uppslag = useQuery({ ...personUppslagQuery(varde), enabled: komplett });
  const uppslagsfel = komplett && uppslag.isError ? uppslagsFel(uppslag.error) : undefined;
  const id = havareFalt(index);

  return (
    <div>
      <TextFalt
        id={id}
        etikett={wizardTexter.havareEtikett(index + 1)}
        hjalp={faltTexter.personnummerHjalp}
        fel={fel ?? uppslagsfel}
        varde={varde}
        onChange={onChange}
      />
      <p aria-live="polite">{komplett && uppslag.isSuccess ? personNamn(uppslag.data) : null}</p>
    </div>
  );
}
