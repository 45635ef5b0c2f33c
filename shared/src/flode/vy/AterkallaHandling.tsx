import { useRef, useState } from 'react';
import { serverMeddelande } from '../../api/felmeddelande';
import type { Fullmakt } from '../../domain/fullmakt';
import { useAterkalla } from '../../store/server-state/mutations';
import { fullmaktTexter } from '../../texts/messages';
import { visaTexter } from '../../texts/privat';
import { dialogTexter, handlingTexter } from '../../texts/ui';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonRow } from '../../ui/ButtonRow';

/**
 * The grantor's revoke: a dialog that says how many powers shared onward go with it (§4),
 * then the outcome. Offered only for a power in force.
 */
export function AterkallaHandling({ fullmakt }: { fullmakt: Fullmakt }) {
  const aterkalla = useAterkalla();
  const [dialog, setDialog] = useState(false);
  const oppnaRef = useRef<HTMLButtonElement>(null);
  const kanAterkallas = fullmakt.status === 'UNDERSKRIVEN';
  // Only signed shares are powers shared onward (§4's count); started ones are told apart.
  const utdelningar = fullmakt.metadata?.utdelningar.length ?? 0;
  const paborjade = fullmakt.metadata?.paborjadeUtdelningar ?? 0;

  const stang = () => {
    setDialog(false);
    // Back to the button that opened the dialog, so keyboard users keep their place.
    queueMicrotask(() => oppnaRef.current?.focus());
  };

  return (
    <>
      {aterkalla.isSuccess ? (
        <Alert som="p" role="status">
          {fullmaktTexter.aterkallade(Math.max(0, aterkalla.data.aterkallade - 1))}
          {aterkalla.data.avbrutnaDelningar === undefined
            ? null
            : ` ${fullmaktTexter.avbrutnaDelningar(aterkalla.data.avbrutnaDelningar)}`}
        </Alert>
      ) : null}
      {aterkalla.data?.aviseringMisslyckades ? (
        <Alert role="alert">
          <p>{fullmaktTexter.aterkalladEjAviserad}</p>
        </Alert>
      ) : null}
      {aterkalla.isError ? (
        <Alert ton="error" som="p" role="alert">
          {serverMeddelande(aterkalla.error)}
        </Alert>
      ) : null}
      {kanAterkallas && !dialog ? (
        <ButtonRow>
          <Button ref={oppnaRef} onClick={() => setDialog(true)}>
            {handlingTexter.aterkalla}
          </Button>
        </ButtonRow>
      ) : null}
      {dialog ? (
        <ConfirmDialog
          rubrik={dialogTexter.aterkallaRubrik}
          bekrafta={dialogTexter.bekraftaAterkalla}
          upptagen={aterkalla.isPending}
          onAvbryt={stang}
          onBekrafta={() => {
            aterkalla.mutate(fullmakt.id, { onSettled: () => setDialog(false) });
          }}
        >
          <p>{dialogTexter.aterkallaText}</p>
          <p>{visaTexter.aterkallaAntal(utdelningar)}</p>
          {paborjade > 0 ? <p>{visaTexter.aterkallaPaborjade(paborjade)}</p> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
