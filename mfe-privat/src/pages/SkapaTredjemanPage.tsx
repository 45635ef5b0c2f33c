import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  fullmaktStore,
  kanSkapaFullmakt,
  useFullmaktStore,
  wizardStegTexter,
  wizardTexter,
} from '@fullmakt/shared';
import { useTredjemanLista } from '@fullmakt/shared/api';
import { StegKnappar } from '../components/StegKnappar';
import { OVERSIKT, STEG_VAG } from '../wizard/omdirigering';
import { WizardSteg } from '../wizard/WizardSteg';
import { ErrorSummary, RadioVal, radioId } from '@fullmakt/shared';
import type { FaltFel } from '@fullmakt/shared';

/** Step 1: the third party. Only those that grant private persons the create right, sorted by name. */
export function SkapaTredjemanPage() {
  const lista = useTredjemanLista('PRIVAT');
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
          void navigate(STEG_VAG.mallar ?? OVERSIKT);
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
        <StegKnappar tillbaka={OVERSIKT} />
      </form>
    </WizardSteg>
  );
}
