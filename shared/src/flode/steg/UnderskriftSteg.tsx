import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverMeddelande } from '../../api/felmeddelande';
import { signatarId } from '../../domain/parties';
import type { Utkast } from '../../domain/utkast';
import { useFullmaktStore } from '../../store/hooks';
import { useSessionStore } from '../../store/session-store';
import { useSkickaForUnderskrift, useStartaUnderskrift } from '../../store/server-state/mutations';
import { queryKeys } from '../../store/server-state/query-keys';
import { wizardStegTexter } from '../../texts/labels';
import { skickaTexter } from '../../texts/organisation';
import { wizardTexter } from '../../texts/privat';
import { handlingTexter } from '../../texts/ui';
import { useFlode } from '../flode-context';
import { KanInteSigneraNotis, kanInteSigneraId, useKanSignera } from '../kan-signera';
import { SparaUtkastFel } from '../SparaUtkastFel';
import { osparadAndring, useSparaUtkast } from '../spara-utkast';
import { foregaendeVag } from '../steg-vagar';
import { skickaTillUnderskrift } from '../skicka-till-underskrift';
import { FullmaktDetaljer } from '../vy/FullmaktDetaljer';
import { WizardSteg } from '../WizardSteg';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { ButtonRow } from '../../ui/ButtonRow';

/**
 * The last step: the whole power in plain Swedish, then sign (through the server's signing
 * service, which brings the user back to the receipt page) or keep it as a draft. The steps
 * have saved the choice on the server's draft already; 'sign later' saves only what differs
 * from the draft as last saved (another PUT would end a signing ticket the draft has open).
 */
export function UnderskriftSteg() {
  const flode = useFlode();
  const ordning = useFullmaktStore((s) => s.stegordning)();
  const skapande = useFullmaktStore((s) => s.skapande);
  const underskrift = useStartaUnderskrift();
  const skicka = useSkickaForUnderskrift();
  const anvandarId = useSessionStore((s) => s.user?.id);
  const spara = useSparaUtkast();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [skickas, setSkickas] = useState(false);
  const fullmakt = skapande.fullmakt;
  const kanSignera = useKanSignera();
  // An organisation's creator need not sign (§6): when not among the chosen signatories,
  // the power is sent to them instead ('sign, or sign and send', §2).
  const skickasTillAndra =
    !flode.transport &&
    skapande.signeringsval !== undefined &&
    skapande.underskrifter.length > 0 &&
    !skapande.underskrifter.some((u) => signatarId(u) === anvandarId);
  const begaran = fullmakt
    ? {
        fullmakt,
        // An organisation's chosen signing option and signatories (§5).
        ...(skapande.signeringsval === undefined
          ? {}
          : {
              signeringsval: skapande.signeringsval,
              underskrifter: skapande.underskrifter.map((u) => ({ id: signatarId(u) })),
            }),
      }
    : undefined;
  const upptagen = underskrift.isPending || skicka.isPending || spara.isPending || skickas;

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
            // Who will sign: the organisation's chosen (or given) signatories, none signed yet.
            signatarer:
              fullmakt.signatarer.length > 0 ? fullmakt.signatarer : skapande.underskrifter,
          }}
          mallRubrik={skapande.mall?.rubrik}
          ursprung={skapande.ursprung}
          signeringsgrupp={skapande.signeringsalternativ.find(
            (a) => a.id === skapande.signeringsval,
          )}
        />
      ) : null}
      {underskrift.isError ? (
        <Alert ton="error" som="p" role="alert">
          {serverMeddelande(underskrift.error)}
        </Alert>
      ) : null}
      {skicka.isError ? (
        <Alert ton="error" som="p" role="alert">
          {serverMeddelande(skicka.error)}
        </Alert>
      ) : null}
      {spara.isError ? <SparaUtkastFel error={spara.error} /> : null}
      {skickas ? <p role="status">{wizardTexter.skickasTillUnderskrift}</p> : null}
      {skicka.isPending ? <p role="status">{skickaTexter.skickas}</p> : null}
      {kanSignera || skickasTillAndra ? null : <KanInteSigneraNotis />}
      <ButtonRow>
        <ButtonLink variant="secondary" to={foregaendeVag(flode, ordning, 'underskrift')}>
          {handlingTexter.tillbaka}
        </ButtonLink>
        {skickasTillAndra ? (
          <Button
            disabled={upptagen || !begaran}
            onClick={() => {
              if (!begaran) {
                return;
              }
              skicka.mutate(
                { id: begaran.fullmakt.id, begaran },
                {
                  // The receipt ends the wizard for this power (see avslutaSkickad).
                  onSuccess: (svar) => void navigate(flode.skickadVag(svar.fullmakt.id)),
                },
              );
            }}
          >
            {skickaTexter.knapp}
          </Button>
        ) : (
          <Button
            disabled={upptagen || !begaran || !kanSignera}
            aria-describedby={kanSignera ? undefined : kanInteSigneraId}
            onClick={() => {
              if (!begaran) {
                return;
              }
              underskrift.mutate(
                { id: begaran.fullmakt.id, begaran },
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
          </Button>
        )}
        <Button
          variant="secondary"
          // One at a time: a draft being saved is not also sent for signing, nor the other way.
          disabled={upptagen || !fullmakt}
          onClick={() => {
            if (!fullmakt) {
              return;
            }
            const sparad = () =>
              void navigate(flode.oversikt, {
                state: { meddelande: wizardTexter.sparadSomUtkast },
              });
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
        </Button>
      </ButtonRow>
    </WizardSteg>
  );
}
