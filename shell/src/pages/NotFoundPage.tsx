import { Link } from 'react-router';
import { allmannaTexter, compositionTexts, Sida } from '@fullmakt/shared/first-view';

export function NotFoundPage() {
  return (
    <Sida>
      <h1>{compositionTexts.notFoundHeading}</h1>
      <p>{compositionTexts.notFoundBody}</p>
      {/* SPEC §8: the 404 text, with where to turn if it persists. */}
      <p>{allmannaTexter.http404}</p>
      <p>
        <Link to="/">{compositionTexts.toStart}</Link>
      </p>
    </Sida>
  );
}
