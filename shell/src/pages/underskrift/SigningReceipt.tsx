import { Link } from 'react-router';
import {
  faltTexter,
  fullmaktTexter,
  underskriftResultatTexter,
  type UnderskriftResultat,
} from '@fullmakt/shared';

/** The receipt: done and delivered, or waiting for more signatures. */
export function SigningReceipt({ result }: { result: UnderskriftResultat }) {
  const klar = result.klar === true;
  return (
    <div className="page">
      <h1>
        {klar ? underskriftResultatTexter.rubrikKlar : underskriftResultatTexter.rubrikDelvis}
      </h1>
      <p className="lead">
        {klar ? underskriftResultatTexter.klarText : underskriftResultatTexter.delvisText}
      </p>
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
        <div role="alert" className="notice">
          <p>{fullmaktTexter.aviseringMisslyckades}</p>
        </div>
      ) : null}
      <p>
        <Link to="/">{underskriftResultatTexter.tillFullmakter}</Link>
      </p>
    </div>
  );
}
