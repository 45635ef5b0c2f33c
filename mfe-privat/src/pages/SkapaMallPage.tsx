import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  fullmaktStore,
  mallRollFel,
  useFullmaktStore,
  wizardStegTexter,
  wizardTexter,
} from '@fullmakt/shared';
import { useMallar } from '@fullmakt/shared/api';
import { StegKnappar } from '../components/StegKnappar';
import { OVERSIKT, STEG_VAG } from '../wizard/omdirigering';
import { WizardSteg } from '../wizard/WizardSteg';
import { ErrorSummary, RadioVal, radioId } from '@fullmakt/shared';
import type { FaltFel } from '@fullmakt/shared';

/** Step 2: the template. Only templates that allow the role Privat are offered. */
export function SkapaMallPage() {
  const tredjeman = useFullmaktStore((s) => s.skapande.tredjeman);
  const vald = useFullmaktStore((s) => s.skapande.mall?.id);
  const mallar = useMallar(tredjeman?.id);
  const [val, setVal] = useState(vald);
  const [fel, setFel] = useState<FaltFel[]>([]);
  const navigate = useNavigate();
  const alternativ = (mallar.data ?? []).filter((m) => mallRollFel(m, 'Privat') === undefined);

  return (
    <WizardSteg steg="mallar" rubrik={wizardStegTexter.mallar}>
      <ErrorSummary fel={fel} />
      {mallar.isPending ? <p>{wizardTexter.laddar}</p> : null}
      {mallar.isSuccess && alternativ.length === 0 ? <p>{wizardTexter.ingaMallar}</p> : null}
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
          void navigate(STEG_VAG.giltighet ?? OVERSIKT);
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
        <StegKnappar tillbaka={STEG_VAG.tredjeman ?? OVERSIKT} />
      </form>
    </WizardSteg>
  );
}
