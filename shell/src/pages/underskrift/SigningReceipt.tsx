import { Link } from 'react-router';
import {
  Alert,
  faltTexter,
  fullmaktTexter,
  personNamn,
  type UnderskriftResultat,
  underskriftResultatTexter,
  underskriftslage,
  underskriftsstatusTexter,
  Ingress,
  Sida,
  UTKAST_BORTTAGNING_DAGAR,
} from '@fullmakt/shared';
import { LaddaNedPdf } from '@fullmakt/shared/api';
import type { ReceiptLinks } from './receipt-links';

/** The receipt: done and delivered, or waiting for more signatures. */
export function SigningReceipt({
  result,
  links,
}: {
  result: UnderskriftResultat;
  links: ReceiptLinks;
}) {
  const klar = result.klar === true;
  // After one signature of several: who is still to sign (an organisation's power).
  const kvar =
    klar || !result.fullmakt ? [] : (underskriftslage(result.fullmakt, undefined)?.kvar ?? []);
  return (
    <Sida>
      <h1>
        {klar ? underskriftResultatTexter.rubrikKlar : underskriftResultatTexter.rubrikDelvis}
      </h1>
      <Ingress>
        {klar ? underskriftResultatTexter.klarText : underskriftResultatTexter.delvisText}
      </Ingress>
      {kvar.length > 0 ? <p>{underskriftsstatusTexter.kvar(kvar.map(personNamn))}</p> : null}
      {/* SPEC §4: a draft not fully signed is removed 30 days after the last signature. */}
      {klar ? null : <p>{fullmaktTexter.utkastTasBort(UTKAST_BORTTAGNING_DAGAR)}</p>}
      <dl className="receipt">
        {result.fullmakt ? (
          <>
            <dt>{faltTexter.mall}</dt>
            <dd>{result.fullmakt.rubrik}</dd>
          </>
        ) : null}
        {result.kvittonummer ? (
          <>
            <dt>{faltTexter.kvittonummer}</dt>
            <dd>{result.kvittonummer}</dd>
          </>
        ) : null}
      </dl>
      {result.aviseringMisslyckades ? (
        <Alert role="alert">
          <p>{fullmaktTexter.aviseringMisslyckades}</p>
        </Alert>
      ) : null}
      {result.signatarerEjAviserade ? (
        <Alert role="alert">
          <p>{fullmaktTexter.signatarerEjAviserade}</p>
        </Alert>
      ) : null}
      {klar && result.fullmakt ? <LaddaNedPdf fullmaktId={result.fullmakt.id} /> : null}
      {links.power ? (
        <p>
          <Link to={links.power}>{underskriftResultatTexter.visaFullmakten}</Link>
        </p>
      ) : null}
      <p>
        <Link to={links.overview}>{underskriftResultatTexter.tillFullmakter}</Link>
      </p>
    </Sida>
  );
}
