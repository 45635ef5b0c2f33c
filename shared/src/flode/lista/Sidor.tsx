import { oversiktTexter } from '../../texts/privat';
import { listTexter } from '../../texts/ui';

/** Previous and next page with 'Sida x av y'. Hidden when everything fits on one page. */
export function Sidor({
  sida,
  antal,
  onSida,
}: {
  sida: number;
  antal: number;
  onSida: (sida: number) => void;
}) {
  if (antal <= 1) {
    return null;
  }
  return (
    <nav aria-label={oversiktTexter.sidnavigering} className="button-row">
      <button
        type="button"
        className="button"
        disabled={sida <= 1}
        onClick={() => onSida(sida - 1)}
      >
        {listTexter.foregaende}
      </button>
      <span aria-live="polite">{listTexter.sida(sida, antal)}</span>
      <button
        type="button"
        className="button"
        disabled={sida >= antal}
        onClick={() => onSida(sida + 1)}
      >
        {listTexter.nastaSida}
      </button>
    </nav>
  );
}
