import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  allmannaTexter,
  personNamn,
  Sida,
  skickaTexter,
  underskriftslage,
  visaTexter,
} from '@fullmakt/shared';
import { useUtkast } from '@fullmakt/shared/api';
import { avslutaSkickad, FullmaktDetaljer, useFlode } from '@fullmakt/shared/flode';

/**
 * `/organisation/fullmaktsgivare/skickad?id=…`: the receipt of 'Skicka för underskrift'
 * (SPEC §2 'sign, or sign and send'): who was sent the power to sign, the power itself,
 * and the way on. Read from the server, so a reload shows the same.
 */
export function SkickadPage() {
  const flode = useFlode();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const utkast = useUtkast(id);
  useEffect(() => {
    if (id !== undefined) {
      avslutaSkickad(flode, id);
    }
  }, [flode, id]);
  const fullmakt = utkast.data?.fullmakt;
  const kvar = fullmakt ? (underskriftslage(fullmakt, undefined)?.kvar ?? []) : [];

  return (
    <Sida>
      <h1>{skickaTexter.kvittoRubrik}</h1>
      {id === undefined ? <p>{visaTexter.saknarId}</p> : null}
      {utkast.isPending && id !== undefined ? <p>{visaTexter.laddar}</p> : null}
      {utkast.isError ? (
        <Alert ton="error" som="p">
          {allmannaTexter.hittadesInte}
        </Alert>
      ) : null}
      {fullmakt ? (
        <>
          <Alert ton="success" som="p">
            {skickaTexter.kvittoText(kvar.map(personNamn))}
          </Alert>
          <FullmaktDetaljer fullmakt={fullmakt} />
          <ul>
            <li>
              <Link to={flode.utkastVag(fullmakt.id)}>{skickaTexter.visaFullmakten}</Link>
            </li>
            <li>
              <Link to={flode.oversikt}>{skickaTexter.tillOversikten}</Link>
            </li>
          </ul>
        </>
      ) : null}
    </Sida>
  );
}
