import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  ButtonRow,
  dialogTexter,
  fullmaktTexter,
  handlingTexter,
  ombudTexter,
} from '@fullmakt/shared';
import type { Fullmakt } from '@fullmakt/shared';
import { isApiError, serverMeddelande, useAterlamna } from '@fullmakt/shared/api';
import { useFlode, ConfirmDialog } from '@fullmakt/shared/flode';
import type { Flode } from '@fullmakt/shared/flode';

/**
 * What a refused return says. A 403 for an organisation holder means the user may not sign
 * for the organisation (not that it is no longer the holder, which would be false); for a
 * private holder it means the caller may no longer act as the holder (§8).
 */
function aterlamnaFel(error: unknown, roll: Flode['roll']): string {
  if (!(isApiError(error) && error.status === 403)) {
    return serverMeddelande(error);
  }
  return roll === 'Organisation'
    ? ombudTexter.aterlamnaInteFirmatecknare
    : fullmaktTexter.ombudInteLangreBehorigt;
}

/**
 * The holder's return (återlämna): a dialog, then the power is returned and the user is
 * back on the overview, told so. The shared mutation shows the power as returned in every
 * list and view at once and reloads them from the server. A power
 * someone already revoked or returned gets the server's §8 text in full.
 */
export function AterlamnaHandling({ fullmakt }: { fullmakt: Fullmakt }) {
  const flode = useFlode();
  const aterlamna = useAterlamna();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState(false);
  const oppnaRef = useRef<HTMLButtonElement>(null);

  const stang = () => {
    setDialog(false);
    // Back to the button that opened the dialog, so keyboard users keep their place.
    queueMicrotask(() => oppnaRef.current?.focus());
  };

  return (
    <>
      {aterlamna.isError ? (
        <Alert ton="error" som="p" role="alert">
          {aterlamnaFel(aterlamna.error, flode.roll)}
        </Alert>
      ) : null}
      {dialog ? (
        <ConfirmDialog
          rubrik={dialogTexter.aterlamnaRubrik}
          bekrafta={dialogTexter.bekraftaAterlamna}
          upptagen={aterlamna.isPending}
          onAvbryt={stang}
          onBekrafta={() => {
            aterlamna.mutate(fullmakt.id, {
              onSuccess: () =>
                void navigate(flode.oversikt, { state: { meddelande: fullmaktTexter.aterlamnad } }),
              onError: stang,
            });
          }}
        >
          <p>{dialogTexter.aterlamnaText}</p>
        </ConfirmDialog>
      ) : (
        <ButtonRow>
          <Button variant="secondary" ref={oppnaRef} onClick={() => setDialog(true)}>
            {handlingTexter.aterlamna}
          </Button>
        </ButtonRow>
      )}
    </>
  );
}
