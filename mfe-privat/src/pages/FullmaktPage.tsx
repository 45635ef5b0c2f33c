import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  allmannaTexter,
  dialogTexter,
  fullmaktTexter,
  handlingTexter,
  visaTexter,
} from '@fullmakt/shared';
import { useAterkalla, useFullmakt } from '@fullmakt/shared/api';
import { FullmaktDetaljer } from '../components/FullmaktDetaljer';
import { serverMeddelande } from '../api-meddelande';
import { ConfirmDialog } from '@fullmakt/shared';

/** `/privat/fullmaktsgivare/fullmakt?id=…&orgnummer=…`: one power given, with the revoke dialog. */
export function FullmaktPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const orgnummer = params.get('orgnummer') ?? undefined;
  const fullmakt = useFullmakt(orgnummer, id);
  const aterkalla = useAterkalla();
  const [dialog, setDialog] = useState(false);
  const oppnaRef = useRef<HTMLButtonElement>(null);
  const data = fullmakt.data;
  const kanAterkallas = data?.status === 'UNDERSKRIVEN';
  const utdelningar = data?.metadata?.utdelningar.length ?? 0;

  const stang = () => {
    setDialog(false);
    // Back to the button that opened the dialog, so keyboard users keep their place.
    queueMicrotask(() => oppnaRef.current?.focus());
  };

  return (
    <div className="page">
      <h1>{data?.rubrik ?? visaTexter.rubrik}</h1>
      {id === undefined || orgnummer === undefined ? <p>{visaTexter.saknarId}</p> : null}
      {fullmakt.isPending && id !== undefined ? <p>{visaTexter.laddar}</p> : null}
      {fullmakt.isError ? (
        <p className="notice notice--error">{allmannaTexter.hittadesInte}</p>
      ) : null}
      {aterkalla.isSuccess ? (
        <p className="notice" role="status">
          {fullmaktTexter.aterkallade(Math.max(0, aterkalla.data.aterkallade - 1))}
        </p>
      ) : null}
      {aterkalla.isError ? (
        <p className="notice notice--error" role="alert">
          {serverMeddelande(aterkalla.error)}
        </p>
      ) : null}
      {data ? <FullmaktDetaljer fullmakt={data} /> : null}
      {data && kanAterkallas && !dialog ? (
        <div className="button-row">
          <button type="button" className="button" ref={oppnaRef} onClick={() => setDialog(true)}>
            {handlingTexter.aterkalla}
          </button>
        </div>
      ) : null}
      {data && dialog ? (
        <ConfirmDialog
          rubrik={dialogTexter.aterkallaRubrik}
          upptagen={aterkalla.isPending}
          onAvbryt={stang}
          onBekrafta={() => {
            aterkalla.mutate(data.id, { onSettled: () => setDialog(false) });
          }}
        >
          <p>{dialogTexter.aterkallaText}</p>
          <p>{visaTexter.aterkallaAntal(utdelningar)}</p>
        </ConfirmDialog>
      ) : null}
      <p>
        <Link to="/privat/fullmaktsgivare">{visaTexter.tillbakaTillOversikt}</Link>
      </p>
    </div>
  );
}
