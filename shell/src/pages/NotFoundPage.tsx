import { Link } from 'react-router';
import { allmannaTexter, compositionTexts } from '@fullmakt/shared';

export function NotFoundPage() {
  return (
    <div className="page">
      <h1>{compositionTexts.notFoundHeading}</h1>
      <p>{compositionTexts.notFoundBody}</p>
      {/* SPEC §8: the 404 text, with where to turn if it persists. */}
      <p>{allmannaTexter.http404}</p>
      <p>
        <Link to="/">{compositionTexts.toStart}</Link>
      </p>
    </div>
  );
}
