import { useQuery } from '@tanstack/react-query';
import { normaliseratHavare } from '../domain/havare-identitet';
import { valideraFullmaktshavare } from '../domain/validate-fullmaktshavare';
import { wizardTexter } from '../texts/privat';
import { faltTexter } from '../texts/ui';
import { TextFalt } from '../ui/TextFalt';
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
 * One holder's personnummer, or an organisation's number. As soon as the field holds a
 * number that passes the §5 rules, the register is asked: its answer (that the person is
 * known, never whose the number is; an organisation's name; or the refusal) comes while the
 * user is in
 * the field, so it is the field's status line, said politely and describing the input.
 * Numbers that break a rule are not sent; the submit names their rule.
 */
export function HavareFalt({ index, varde, fel, egetId, dag, onChange }: Props) {
  const komplett = valideraFullmaktshavare(varde, { egetId, idag: dag }) === undefined;
  const uppslag = useQuery({ ...personUppslagQuery(varde, dag), enabled: komplett });
  // A submit error is shown (and summarised) on its own; the lookup's refusal would repeat it.
  const visaUppslag = komplett && fel === undefined;
  const vagrat = visaUppslag && uppslag.isError;
  let utfall: string | undefined;
  if (vagrat) {
    utfall = uppslagsFel(uppslag.error);
  } else if (visaUppslag && uppslag.isSuccess) {
    // Only an organisation is named (the public company register); a person never is.
    utfall =
      uppslag.data.typ === 'orgnr' && uppslag.data.namn
        ? uppslag.data.namn
        : wizardTexter.havareKontrollerad;
  }

  return (
    <TextFalt
      id={havareFalt(index)}
      etikett={wizardTexter.havareEtikett(index + 1)}
      hjalp={faltTexter.personnummerHjalp}
      fel={fel}
      varde={varde}
      onChange={onChange}
      // What was typed as meant (199007302426, 900730-2426 , 5569345670) is shown normalised.
      onBlur={() => {
        const normaliserat = normaliseratHavare(varde, dag);
        if (normaliserat !== varde) {
          onChange(normaliserat);
        }
      }}
      bredd="pnr"
      status={{ text: utfall, fel: vagrat }}
    />
  );
}
