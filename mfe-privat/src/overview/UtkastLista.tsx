import { Link } from 'react-router';
import { listTexter, oversiktTexter, statusTexter } from '@fullmakt/shared';
import { useUtkastLista } from '@fullmakt/shared/api';
import type { Fullmaktsgivare } from '@fullmakt/shared';

/** The started drafts of the principal, each linking to its draft view. */
export function UtkastLista({ givare }: { givare: Fullmaktsgivare }) {
  const utkast = useUtkastLista(givare);
  return (
    <section aria-labelledby="utkast-rubrik">
      <h2 id="utkast-rubrik">{listTexter.utkastRubrik}</h2>
      {utkast.isError ? (
        <p className="notice notice--error">{oversiktTexter.hamtningsfel}</p>
      ) : null}
      {utkast.data?.length === 0 ? <p>{listTexter.ingaUtkast}</p> : null}
      <ul>
        {(utkast.data ?? []).map(({ fullmakt }) => (
          <li key={fullmakt.id}>
            <Link
              to={`/privat/fullmaktsgivare/utkast?${new URLSearchParams({ id: fullmakt.id }).toString()}`}
            >
              {oversiktTexter.visaUtkast(fullmakt.rubrik)}
            </Link>{' '}
            ({fullmakt.tredjeman.namn ?? fullmakt.tredjeman.id},{' '}
            {fullmakt.status ? statusTexter[fullmakt.status] : ''})
          </li>
        ))}
      </ul>
    </section>
  );
}
