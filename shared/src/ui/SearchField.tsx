import { useState } from 'react';
import { Button } from './Button';

interface Props {
  id: string;
  etikett: string;
  knapp: string;
  /** The search the list shows now; the field starts from it. */
  text: string;
  onSok: (text: string) => void;
}

/**
 * A search form: a labelled search field and its button on one row while they fit. The
 * search runs on submit, not on every key, so each search is one request.
 */
export function SearchField({ id, etikett, knapp, text, onSok }: Props) {
  const [varde, setVarde] = useState(text);
  return (
    <form
      role="search"
      className="field"
      onSubmit={(event) => {
        event.preventDefault();
        onSok(varde);
      }}
    >
      <label htmlFor={id}>{etikett}</label>
      <div className="search__row">
        <input
          id={id}
          type="search"
          className="field__input"
          value={varde}
          onChange={(e) => setVarde(e.target.value)}
        />
        <Button type="submit">{knapp}</Button>
      </div>
    </form>
  );
}
