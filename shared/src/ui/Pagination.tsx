import { listTexter } from '../texts/ui';
import { Button } from './Button';

interface Props {
  /** What the navigation is called, so it differs from the page's other navigations. */
  etikett: string;
  sida: number;
  antal: number;
  onSida: (sida: number) => void;
}

/**
 * Previous and next page with 'Sida x av y', said politely when it changes. Nothing when
 * everything fits on one page; a button at either end is disabled rather than hidden, so
 * the row does not move under the pointer.
 */
export function Pagination({ etikett, sida, antal, onSida }: Props) {
  if (antal <= 1) {
    return null;
  }
  return (
    <nav aria-label={etikett} className="button-row">
      <Button disabled={sida <= 1} onClick={() => onSida(sida - 1)}>
        {listTexter.foregaende}
      </Button>
      <span aria-live="polite">{listTexter.sida(sida, antal)}</span>
      <Button disabled={sida >= antal} onClick={() => onSida(sida + 1)}>
        {listTexter.nastaSida}
      </Button>
    </nav>
  );
}
