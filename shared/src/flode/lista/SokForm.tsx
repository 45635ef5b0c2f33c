import { useState } from 'react';
import { oversiktTexter } from '../../texts/privat';
import { listTexter } from '../../texts/ui';

/** Text search: the filter changes on submit, not on every key, so each search is one request. */
export function SokForm({ text, onSok }: { text: string; onSok: (text: string) => void }) {
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
      <label htmlFor="sok-fullmakter">{listTexter.sokEtikett}</label>
      <div className="search__row">
        <input
          id="sok-fullmakter"
          type="search"
          className="field__input"
          value={varde}
          onChange={(e) => setVarde(e.target.value)}
        />
        <button type="submit" className="button">
          {oversiktTexter.sokKnapp}
        </button>
      </div>
    </form>
  );
}
