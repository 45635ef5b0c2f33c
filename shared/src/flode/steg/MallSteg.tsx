import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mallRollFel } from '../../domain/validate-mall-utkast';
import { useMallar } from '../../store/server-state/queries';
import { fullmaktStore } from '../../store/fullmakt-store';
import { useFullmaktStore } from '../../store/hooks';
import { wizardStegTexter } from '../../texts/labels';
import { wizardTexter } from '../../texts/privat';
import { ErrorSummary } from '../../ui/ErrorSummary';
import type { FaltFel } from '../../ui/ErrorSummary';
import { RadioVal, radioId } from '../../ui/RadioVal';
import { useFlode } from '../flode-context';
import { StegKnappar } from '../StegKnappar';
import { WizardSteg } from '../WizardSteg';
import { Alert } from '../../ui/Alert';

/**
 * The template. Only templates that allow the flow's role are offered; when the third
 * party offers some but none for this role, the user is told which ones and why (§5).
 */
export function MallSteg() {
  const flode = useFlode();
  const tredjeman = useFullmaktStore((s) => s.skapande.tredjeman);
  const vald = useFullmaktStore((s) => s.skapande.mall?.id);
  const mallar = useMallar(tredjeman?.id);
  const [val, setVal] = useState(vald);
  const [fel, setFel] = useState<FaltFel[]>([]);
  const navigate = useNavigate();
  const alla = mallar.data ?? [];
  const alternativ = alla.filter((m) => mallRollFel(m, flode.roll) === undefined);
  const ejTillatna = alla.flatMap((m) => mallRollFel(m, flode.roll) ?? []);

  return (
    <WizardSteg steg="mallar" rubrik={wizardStegTexter.mallar}>
      <ErrorSummary fel={fel} />
      {mallar.isPending ? <p>{wizardTexter.laddar}</p> : null}
      {mallar.isSuccess && alternativ.length === 0 ? (
        <Alert>
          <p>{wizardTexter.ingaMallar(flode.roll)}</p>
          {ejTillatna.length > 0 ? (
            <ul>
              {ejTillatna.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const mall = alternativ.find((m) => m.id === val);
          if (!mall) {
            setFel([
              {
                falt: radioId('mall', alternativ[0]?.id ?? ''),
                meddelande: wizardTexter.mallSaknas,
              },
            ]);
            return;
          }
          fullmaktStore.getState().setMall(mall);
          fullmaktStore.getState().klarSteg('mallar');
          void navigate(flode.stegVag('giltighet'));
        }}
      >
        {alternativ.length > 0 ? (
          <RadioVal
            namn="mall"
            legend={wizardTexter.valjMall}
            alternativ={alternativ.map((m) => ({ id: m.id, etikett: m.rubrik }))}
            vald={val}
            onVal={setVal}
            fel={fel[0]?.meddelande}
          />
        ) : null}
        <StegKnappar tillbaka={flode.stegVag('tredjeman')} />
      </form>
    </WizardSteg>
  );
}
