import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  ButtonRow,
  inloggadPerson,
  ombudTexter,
  statusTexter,
  useKonfiguration,
  useSessionStore,
} from '@fullmakt/shared';
import type { Fullmaktsgivare, FullmaktStatus, Utkast } from '@fullmakt/shared';
import { serverMeddelande, useTaBortUtkast, useUtkastLista } from '@fullmakt/shared/api';
import { ConfirmDialog, useFlode } from '@fullmakt/shared/flode';
import { aterupptaDelning } from '../dela/ateruppta-delning';

/**
 * Shares not yet signed in full: kept with 'Skriv under senare' (påbörjad), or whose
 * signing was aborted or failed (väntar på underskrift). Both go on in the share steps,
 * which save again and sign. One some signatories have signed cannot change; it is signed
 * by the others from their notice, or removed.
 */
const pagaende: readonly FullmaktStatus[] = [
  'PABORJAD',
  'VANTAR_PA_UNDERSKRIFT',
  'DELVIS_UNDERSKRIVEN',
];
const kanAterupptas: readonly FullmaktStatus[] = ['PABORJAD', 'VANTAR_PA_UNDERSKRIFT'];

/**
 * The holder's shares that are not finished (drafts of theirs shared from another power),
 * each with its status, to go on with in the share steps or to remove. Shown only when
 * there are any; a failed load shows nothing here (the received list below says what went
 * wrong, if anything). Listing only påbörjad ones hid a share whose signing was aborted
 * until the 30-day purge (issue 36 item 14).
 */
export function PaborjadeDelningar({ part }: { part: Fullmaktsgivare }) {
  const flode = useFlode();
  const user = useSessionStore((s) => s.user);
  const maxLed = useKonfiguration((c) => c.transportfullmaktMaxLed);
  const utkast = useUtkastLista(part);
  const taBort = useTaBortUtkast();
  const navigate = useNavigate();
  const [fel, setFel] = useState(false);
  const [borttagen, setBorttagen] = useState(false);
  const [attTaBort, setAttTaBort] = useState<Utkast>();
  const delningar = (utkast.data ?? []).filter(
    (u) =>
      u.fullmakt.ursprung.fullmakt !== undefined &&
      u.fullmakt.status !== undefined &&
      pagaende.includes(u.fullmakt.status),
  );
  if (delningar.length === 0 && !borttagen) {
    return null;
  }

  const fortsatt = (u: Utkast) => {
    if (!user) {
      return;
    }
    setFel(false);
    aterupptaDelning({ flode, utkast: u, part, skapare: inloggadPerson(user), maxLed }).then(
      (vag) => void navigate(vag),
      () => setFel(true),
    );
  };

  return (
    <section aria-labelledby="delningar-rubrik">
      <h2 id="delningar-rubrik">{ombudTexter.paborjadeDelningar}</h2>
      {fel ? (
        <Alert ton="error" som="p" role="alert">
          {ombudTexter.delningKanInteOppnas}
        </Alert>
      ) : null}
      {taBort.isError ? (
        <Alert ton="error" som="p" role="alert">
          {serverMeddelande(taBort.error)}
        </Alert>
      ) : null}
      <p role="status">{borttagen ? ombudTexter.delningBorttagen : ''}</p>
      <ul>
        {delningar.map((u) => (
          <li key={u.fullmakt.id}>
            <p>
              {u.fullmakt.rubrik} ({u.fullmakt.tredjeman.namn ?? u.fullmakt.tredjeman.id}).{' '}
              {u.fullmakt.status ? ombudTexter.delningStatus(statusTexter[u.fullmakt.status]) : ''}
            </p>
            <ButtonRow>
              {u.fullmakt.status && kanAterupptas.includes(u.fullmakt.status) ? (
                <Button variant="secondary" onClick={() => fortsatt(u)}>
                  {ombudTexter.fortsattDela(u.fullmakt.rubrik)}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => setAttTaBort(u)}>
                {ombudTexter.taBortDelning(u.fullmakt.rubrik)}
              </Button>
            </ButtonRow>
          </li>
        ))}
      </ul>
      {attTaBort ? (
        <ConfirmDialog
          rubrik={ombudTexter.taBortDelningRubrik}
          upptagen={taBort.isPending}
          onAvbryt={() => setAttTaBort(undefined)}
          onBekrafta={() => {
            setBorttagen(false);
            taBort.mutate(attTaBort.fullmakt.id, {
              onSuccess: () => setBorttagen(true),
              onSettled: () => setAttTaBort(undefined),
            });
          }}
        >
          <p>{ombudTexter.taBortDelningText}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
