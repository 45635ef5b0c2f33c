import { Link } from 'react-router';
import { compositionTexts } from '@fullmakt/shared';

export function NotFoundPage() {
  return (
    <div className="page">
      <h1>{compositionTexts.notFoundHeading}</h1>
      <p>{compositionTexts.notFoundBody}</p>
      <p>
        <Link to="/">{compositionTexts.toStart}</Link>
      </p>
    </div>
  );
}
