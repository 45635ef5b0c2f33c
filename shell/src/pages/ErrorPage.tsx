import { Link, useLocation } from 'react-router';
import { allmannaTexter, compositionTexts, Sida } from '@fullmakt/shared/first-view';

/** What a redirect to /fel may carry: the page whose data failed to load. */
export interface ErrorPageState {
  fran: string;
}

/** Location state comes from history and may be anything: only a same-site path is used. */
function franSida(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('fran' in state)) {
    return undefined;
  }
  const { fran } = state;
  return typeof fran === 'string' && /^\/(?!\/)/.test(fran) ? fran : undefined;
}

/** `/fel`: where routing and server errors end up (SPEC §2). */
export function ErrorPage() {
  const { state } = useLocation();
  const fran = franSida(state);
  return (
    <Sida>
      <h1>{compositionTexts.errorHeading}</h1>
      {/* SPEC §8: the 500 text, with where to turn if it persists. */}
      <p>{allmannaTexter.http500}</p>
      <p>{compositionTexts.errorBody}</p>
      {fran ? (
        <p>
          <Link to={fran}>{compositionTexts.errorBackToPage}</Link>
        </p>
      ) : null}
      <p>
        <Link to="/">{compositionTexts.toStart}</Link>
      </p>
    </Sida>
  );
}
