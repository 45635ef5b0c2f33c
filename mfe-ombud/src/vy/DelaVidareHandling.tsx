import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  ButtonRow,
  fullmaktTexter,
  handlingTexter,
  idag,
  inloggadPerson,
  ombudTexter,
  useKonfiguration,
  useSessionStore,
} from '@fullmakt/shared';
import type { Fullmakt, Fullmaktsgivare } from '@fullmakt/shared';
import { serverMeddelande, useDelaFullmakt } from '@fullmakt/shared/api';
import { useFlode } from '@fullmakt/shared/flode';
import { forberedDelning, signeringsalternativForDelning } from '../dela/starta-delning';

/**
 * 'Dela vidare', offered only for a power in force that carries the right to share. Before
 * the power has started to apply the button stays (so it can be found) but says why it
 * cannot be used yet (§4). Pressing it makes the share's draft on the server and opens the
 * first share step; a refusal (§8 fullmakt.inte.transportfullmakt, mall.inte…) is shown.
 */
export function DelaVidareHandling({
  fullmakt,
  part,
}: {
  fullmakt: Fullmakt;
  part: Fullmaktsgivare;
}) {
  const flode = useFlode();
  const user = useSessionStore((s) => s.user);
  const maxLed = useKonfiguration((c) => c.transportfullmaktMaxLed);
  const dela = useDelaFullmakt();
  const navigate = useNavigate();
  const forklaringId = useId();
  const foreStart = fullmakt.giltigFrom > idag();

  return (
    <>
      {dela.isError ? (
        <Alert ton="error" som="p" role="alert">
          {serverMeddelande(dela.error)}
        </Alert>
      ) : null}
      {dela.isPending ? <p role="status">{ombudTexter.delaStartas}</p> : null}
      <ButtonRow>
        <Button
          aria-disabled={foreStart || dela.isPending ? true : undefined}
          aria-describedby={foreStart ? forklaringId : undefined}
          onClick={() => {
            if (foreStart || dela.isPending || !user) {
              return;
            }
            dela.mutate(
              { tredjeman: { id: fullmakt.tredjeman.id }, fullmakt: { id: fullmakt.id } },
              {
                onSuccess: async (delning) => {
                  const signeringsalternativ = await signeringsalternativForDelning(flode, part);
                  forberedDelning({
                    flode,
                    ursprung: fullmakt,
                    delning,
                    part,
                    skapare: inloggadPerson(user),
                    maxLed,
                    signeringsalternativ,
                  });
                  void navigate(flode.stegVag('giltighet'));
                },
              },
            );
          }}
        >
          {handlingTexter.delaVidare}
        </Button>
      </ButtonRow>
      {foreStart ? (
        <p id={forklaringId} className="field__hint">
          {fullmaktTexter.kanInteDelasForeStart} {ombudTexter.borjarGalla(fullmakt.giltigFrom)}
        </p>
      ) : null}
    </>
  );
}
