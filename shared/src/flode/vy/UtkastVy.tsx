import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Fullmakt } from '../../domain/fullmakt';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { serverMeddelande } from '../../api/felmeddelande';
import { useStartaUnderskrift, useTaBortUtkast } from '../../store/server-state/mutations';
import { useUtkast } from '../../store/server-state/utkast-lista';
import { inloggadPerson, useSessionStore } from '../../store/session-store';
import { allmannaTexter, fullmaktTexter } from '../../texts/messages';
import { visaTexter, wizardTexter } from '../../texts/privat';
import { dialogTexter, handlingTexter } from '../../texts/ui';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { aterupptaUtkast } from '../ateruppta';
import { useFlode } from '../flode-context';
import { KanInteSigneraNotis, kanInteSigneraId, useKanSignera } from '../kan-signera';
import { skickaTillUnderskrift } from '../skicka-till-underskrift';
import { FullmaktDetaljer } from './FullmaktDetaljer';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonRow } from '../../ui/ButtonRow';
import { Sida } from '../../ui/Sida';

/**
 * `…/utkast?id=…`: a started draft, to resume or delete, or to sign once sent for signing.
 * `kanSkrivaUnder` says whether the signed-in user may sign a draft sent for signature (an
 * organisation's power waits only for its chosen signatories who have not signed yet), and
 * `meddelanden` what the remote says before the details (how far the signatures have come).
 */
export function UtkastVy({
  tillbakaText,
  kanSkrivaUnder,
  meddelanden,
}: {
  tillbakaText: string;
  kanSkrivaUnder?: (fullmakt: Fullmakt) => boolean;
  meddelanden?: (fullmakt: Fullmakt) => ReactNode;
}) {
  const flode = useFlode();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const utkast = useUtkast(id);
  const user = useSessionStore((s) => s.user);
  const kanSignera = useKanSignera();
  const taBort = useTaBortUtkast();
  const underskrift = useStartaUnderskrift();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState(false);
  const [aterupptaFel, setAterupptaFel] = useState(false);
  const oppnaRef = useRef<HTMLButtonElement>(null);
  const data = utkast.data;

  const stang = () => {
    setDialog(false);
    queueMicrotask(() => oppnaRef.current?.focus());
  };

  return (
    <Sida>
      <h1>{visaTexter.utkastRubrik}</h1>
      {id === undefined ? <p>{visaTexter.saknarId}</p> : null}
      {utkast.isPending && id !== undefined ? <p>{visaTexter.laddar}</p> : null}
      {utkast.isError ? (
        <Alert ton="error" som="p">
          {allmannaTexter.hittadesInte}
        </Alert>
      ) : null}
      {aterupptaFel ? (
        <Alert ton="error" som="p" role="alert">
          {wizardTexter.aterupptaFel}
        </Alert>
      ) : null}
      {taBort.isError ? (
        <Alert ton="error" som="p" role="alert">
          {serverMeddelande(taBort.error)}
        </Alert>
      ) : null}
      {underskrift.isError ? (
        <Alert ton="error" som="p" role="alert">
          {serverMeddelande(underskrift.error)}
        </Alert>
      ) : null}
      {data ? meddelanden?.(data.fullmakt) : null}
      {data ? <FullmaktDetaljer fullmakt={data.fullmakt} /> : null}
      {data && user && !dialog && data.fullmakt.status !== 'PABORJAD' && !kanSignera ? (
        <KanInteSigneraNotis />
      ) : null}
      {data && user && !dialog ? (
        <ButtonRow>
          {data.fullmakt.status === 'PABORJAD' ? (
            <Button
              onClick={() => {
                aterupptaUtkast(data, flode, inloggadPerson(user)).then(
                  (vag) => void navigate(vag),
                  () => setAterupptaFel(true),
                );
              }}
            >
              {visaTexter.fortsattUtkast}
            </Button>
          ) : kanSkrivaUnder !== undefined && !kanSkrivaUnder(data.fullmakt) ? null : (
            // Sent for signature but not signed by all: the content is fixed, sign it as stored.
            <Button
              disabled={underskrift.isPending || underskrift.isSuccess || !kanSignera}
              aria-describedby={kanSignera ? undefined : kanInteSigneraId}
              onClick={() => {
                underskrift.mutate(
                  { id: data.fullmakt.id, begaran: { fullmakt: data.fullmakt } },
                  { onSuccess: (svar) => skickaTillUnderskrift.till(svar.redirectUrl) },
                );
              }}
            >
              {handlingTexter.skrivUnder}
            </Button>
          )}
          {/* A draft sent for signing is its creator's to remove, not a co-signatory's
              who was only asked to sign it. */}
          {data.fullmakt.status === 'PABORJAD' || data.fullmakt.skapare.id === user.id ? (
            <Button variant="secondary" ref={oppnaRef} onClick={() => setDialog(true)}>
              {handlingTexter.taBortUtkast}
            </Button>
          ) : null}
        </ButtonRow>
      ) : null}
      {data && dialog ? (
        <ConfirmDialog
          rubrik={dialogTexter.taBortUtkastRubrik}
          upptagen={taBort.isPending}
          onAvbryt={stang}
          onBekrafta={() => {
            taBort.mutate(data.fullmakt.id, {
              onSuccess: () =>
                void navigate(flode.oversikt, {
                  state: { meddelande: fullmaktTexter.utkastBorttaget },
                }),
              onError: () => setDialog(false),
            });
          }}
        >
          <p>{dialogTexter.taBortUtkastText}</p>
        </ConfirmDialog>
      ) : null}
      <p>
        <Link to={flode.oversikt}>{tillbakaText}</Link>
      </p>
    </Sida>
  );
}
