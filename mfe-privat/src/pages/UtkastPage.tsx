import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  allmannaTexter,
  dialogTexter,
  fullmaktTexter,
  handlingTexter,
  inloggadPerson,
  useSessionStore,
  visaTexter,
  wizardTexter,
} from '@fullmakt/shared';
import { useStartaUnderskrift, useTaBortUtkast, useUtkast } from '@fullmakt/shared/api';
import { FullmaktDetaljer } from '../components/FullmaktDetaljer';
import { serverMeddelande } from '../api-meddelande';
import { egenGivare } from '../principal';
import { aterupptaUtkast } from '../wizard/ateruppta';
import { OVERSIKT } from '../wizard/omdirigering';
import { skickaTillUnderskrift } from '../skicka-till-underskrift';
import { ConfirmDialog } from '@fullmakt/shared';

/** `/privat/fullmaktsgivare/utkast?id=…`: a started draft, to resume or delete. */
export function UtkastPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const utkast = useUtkast(id);
  const user = useSessionStore((s) => s.user);
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
    <div className="page">
      <h1>{visaTexter.utkastRubrik}</h1>
      {id === undefined ? <p>{visaTexter.saknarId}</p> : null}
      {utkast.isPending && id !== undefined ? <p>{visaTexter.laddar}</p> : null}
      {utkast.isError ? (
        <p className="notice notice--error">{allmannaTexter.hittadesInte}</p>
      ) : null}
      {aterupptaFel ? (
        <p className="notice notice--error" role="alert">
          {wizardTexter.aterupptaFel}
        </p>
      ) : null}
      {taBort.isError ? (
        <p className="notice notice--error" role="alert">
          {serverMeddelande(taBort.error)}
        </p>
      ) : null}
      {underskrift.isError ? (
        <p className="notice notice--error" role="alert">
          {serverMeddelande(underskrift.error)}
        </p>
      ) : null}
      {data ? <FullmaktDetaljer fullmakt={data.fullmakt} /> : null}
      {data && user && !dialog ? (
        <div className="button-row">
          {data.fullmakt.status === 'PABORJAD' ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                aterupptaUtkast(data, egenGivare(user), inloggadPerson(user)).then(
                  (vag) => void navigate(vag),
                  () => setAterupptaFel(true),
                );
              }}
            >
              {visaTexter.fortsattUtkast}
            </button>
          ) : (
            // Sent for signature but not signed by all: the content is fixed, sign it as stored.
            <button
              type="button"
              className="button"
              disabled={underskrift.isPending || underskrift.isSuccess}
              onClick={() => {
                underskrift.mutate(
                  { id: data.fullmakt.id, begaran: { fullmakt: data.fullmakt } },
                  { onSuccess: (svar) => skickaTillUnderskrift.till(svar.redirectUrl) },
                );
              }}
            >
              {handlingTexter.skrivUnder}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            ref={oppnaRef}
            onClick={() => setDialog(true)}
          >
            {handlingTexter.taBortUtkast}
          </button>
        </div>
      ) : null}
      {data && dialog ? (
        <ConfirmDialog
          rubrik={dialogTexter.taBortUtkastRubrik}
          upptagen={taBort.isPending}
          onAvbryt={stang}
          onBekrafta={() => {
            taBort.mutate(data.fullmakt.id, {
              onSuccess: () =>
                void navigate(OVERSIKT, { state: { meddelande: fullmaktTexter.utkastBorttaget } }),
              onError: () => setDialog(false),
            });
          }}
        >
          <p>{dialogTexter.taBortUtkastText}</p>
        </ConfirmDialog>
      ) : null}
      <p>
        <Link to={OVERSIKT}>{visaTexter.tillbakaTillOversikt}</Link>
      </p>
    </div>
  );
}
