import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { handlingTexter, useFullmaktStore, wizardStegTexter, wizardTexter } from '@fullmakt/shared';
import { queryKeys, useStartaUnderskrift } from '@fullmakt/shared/api';
import type { Utkast } from '@fullmakt/shared';
import { FullmaktDetaljer } from '../components/FullmaktDetaljer';
import { serverMeddelande } from '../api-meddelande';
import { OVERSIKT, STEG_VAG } from '../wizard/omdirigering';
import { WizardSteg } from '../wizard/WizardSteg';
import { skickaTillUnderskrift } from '../skicka-till-underskrift';
import { SparaUtkastFel } from '../components/SparaUtkastFel';
import { osparadAndring, useSparaUtkast } from '../wizard/spara-utkast';

/**
 * Step 5: the whole power in plain Swedish, then sign (through the server's signing
 * service, which brings the user back to the receipt page) or keep it as a draft. The steps
 * have saved the choice on the server's draft already; 'sign later' saves only what differs
 * from the draft as last saved (another PUT would end a signing ticket the draft has open).
 */
export function SkapaUnderskriftPage() {
  const skapande = useFullmaktStore((s) => s.skapande);
  const underskrift = useStartaUnderskrift();
  const spara = useSparaUtkast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [skickas, setSkickas] = useState(false);
  const fullmakt = skapande.fullmakt;

  return (
    <WizardSteg steg="underskrift" rubrik={wizardStegTexter.underskrift}>
      <h2>{wizardTexter.granskaRubrik}</h2>
      {fullmakt ? (
        <FullmaktDetaljer
          fullmakt={{
            ...fullmakt,
            tredjeman: {
              id: fullmakt.tredjeman.id,
              namn: skapande.tredjeman?.namn ?? fullmakt.tredjeman.namn,
            },
          }}
          mallRubrik={skapande.mall?.rubrik}
        />
      ) : null}
      {underskrift.isError ? (
        <p className="notice notice--error" role="alert">
          {serverMeddelande(underskrift.error)}
        </p>
      ) : null}
      {spara.isError ? <SparaUtkastFel error={spara.error} /> : null}
      {skickas ? <p role="status">{wizardTexter.skickasTillUnderskrift}</p> : null}
      <div className="button-row">
        <Link className="button button--secondary" to={STEG_VAG.behorighet ?? OVERSIKT}>
          {handlingTexter.tillbaka}
        </Link>
        <button
          type="button"
          className="button"
          disabled={underskrift.isPending || spara.isPending || skickas || !fullmakt}
          onClick={() => {
            if (!fullmakt) {
              return;
            }
            underskrift.mutate(
              { id: fullmakt.id, begaran: { fullmakt } },
              {
                onSuccess: (svar) => {
                  setSkickas(true);
                  skickaTillUnderskrift.till(svar.redirectUrl);
                },
              },
            );
          }}
        >
          {handlingTexter.skrivUnder}
        </button>
        <button
          type="button"
          className="button button--secondary"
          // One at a time: a draft being saved is not also sent for signing, nor the other way.
          disabled={spara.isPending || underskrift.isPending || skickas || !fullmakt}
          onClick={() => {
            if (!fullmakt) {
              return;
            }
            const sparad = () =>
              void navigate(OVERSIKT, { state: { meddelande: wizardTexter.sparadSomUtkast } });
            const andring = osparadAndring(
              skapande,
              qc.getQueryData<Utkast>(queryKeys.utkast(fullmakt.id)),
            );
            if (!andring) {
              sparad();
              return;
            }
            spara.mutate({ id: fullmakt.id, andring }, { onSuccess: sparad });
          }}
        >
          {wizardTexter.skrivUnderSenare}
        </button>
      </div>
    </WizardSteg>
  );
}
