import { Link } from 'react-router';
import { handlingTexter } from '../texts/ui';

/** Back (a link to the previous step) and Next (submits the step's form). */
export function StegKnappar({
  tillbaka,
  upptagen = false,
}: {
  tillbaka: string;
  upptagen?: boolean;
}) {
  return (
    <div className="button-row">
      <Link className="button button--secondary" to={tillbaka}>
        {handlingTexter.tillbaka}
      </Link>
      <button type="submit" className="button" disabled={upptagen}>
        {handlingTexter.nasta}
      </button>
    </div>
  );
}
