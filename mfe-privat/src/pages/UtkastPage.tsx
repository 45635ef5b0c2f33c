import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  allmannaTexter,
  dialogTexter,
  fullmaktTexter,
  handlingTexter,
  inloggadPerson,
  useSessionStore,
  useTaBortUtkast,
  useUtkast,
  visaTexter,
  wizardTexter,
} from '@fullmakt/shared';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FullmaktDetaljer } from '../components/FullmaktDetaljer';
import { serverMeddelande } from '../api-meddelande';
import { egenGivare } from '../principal';
import { aterupptaUtkast } from '../wizard/ateruppta';
import { OVERSIKT } from '../wizard/omdirigering';

/** `/privat/fullmaktsgivare/utkast?id=…`: a started draft, to resume or delete. */
export function UtkastPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const utkast = useUtkast(id);
  const user = useSessionStore((s) => s.user);
  const taBort = useTaBortUtkast();
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
          ) : null}
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
