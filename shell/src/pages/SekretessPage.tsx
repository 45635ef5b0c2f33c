import { Link } from 'react-router';
import { fullmaktStore, sekretessTexter, Sida } from '@fullmakt/shared/first-view';

/** Where users with protected identity land when they try a /privat path (SPEC §2, §6). */
export function SekretessPage() {
  return (
    <Sida>
      <h1>{sekretessTexter.rubrik}</h1>
      <p>{sekretessTexter.text}</p>
      <p>
        <Link
          to="/organisation"
          onClick={() => fullmaktStore.getState().setAppMode('ORGANISATION')}
        >
          {sekretessTexter.foretag}
        </Link>
      </p>
    </Sida>
  );
}
