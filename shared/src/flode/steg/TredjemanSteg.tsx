import { useState } from 'react';
import { useNavigate } from 'react-router';
import { kanSkapaFullmakt } from '../../domain/tredjeman';
import { useTredjemanLista } from '../../store/server-state/queries';
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

/**
 * The third party. Only those that grant the flow's role (private persons or organisations)
 * the create right are offered, sorted by name.
 */
export function TredjemanSteg() {
  const flode = useFlode();
  const lista = useTredjemanLista(flode.appMode);
  const vald = useFullmaktStore((s) => s.skapande.tredjeman?.id);
  const [val, setVal] = useState(vald);
  const [fel, setFel] = useState<FaltFel[]>([]);
  const navigate = useNavigate();
  const alternativ = (lista.data ?? []).filter(kanSkapaFullmakt);

  return (
    <WizardSteg steg="tredjeman" rubrik={wizardStegTexter.tredjeman}>
      <ErrorSummary fel={fel} />
      {lista.isPending ? <p>{wizardTexter.laddar}</p> : null}
      {lista.isSuccess && alternativ.length === 0 ? <p>{wizardTexter.ingaTredjeman}</p> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const tredjeman = alternativ.find((t) => t.id === val);
          if (!tredjeman) {
            setFel([
              {
                falt: radioId('tredjeman', alternativ[0]?.id ?? ''),
                meddelande: wizardTexter.tredjemanSaknas,
              },
            ]);
            return;
          }
          fullmaktStore.getState().setTredjeman(tredjeman);
          fullmaktStore.getState().klarSteg('tredjeman');
          void navigate(flode.stegVag('mallar'));
        }}
      >
        {alternativ.length > 0 ? (
          <RadioVal
            namn="tredjeman"
            legend={wizardTexter.valjTredjeman}
            alternativ={alternativ.map((t) => ({ id: t.id, etikett: t.namn }))}
            vald={val}
            onVal={setVal}
            fel={fel[0]?.meddelande}
          />
        ) : null}
        <StegKnappar tillbaka={flode.oversikt} />
      </form>
    </WizardSteg>
  );
}
