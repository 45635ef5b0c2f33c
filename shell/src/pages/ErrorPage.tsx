import { Link } from 'react-router';
import { compositionTexts } from '@fullmakt/shared';

/** `/fel`: where routing and server errors end up (SPEC §2). */
export function ErrorPage() {
  return (
    <div className="page">
      <h1>{compositionTexts.errorHeading}</h1>
      <p>{compositionTexts.errorBody}</p>
      <p>
        <Link to="/">{compositionTexts.toStart}</Link>
      </p>
    </div>
  );
}
