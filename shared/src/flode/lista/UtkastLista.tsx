import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Fullmakt } from '../../domain/fullmakt';
import type { Fullmaktsgivare } from '../../domain/parties';
import { useUtkastLista } from '../../store/server-state/utkast-lista';
import { statusTexter } from '../../texts/labels';
import { oversiktTexter } from '../../texts/privat';
import { listTexter } from '../../texts/ui';
import { useFlode } from '../flode-context';
import { Alert } from '../../ui/Alert';

/**
 * The started drafts of the principal, each linking to its draft view. `status` lets a
 * remote say more than the status word (how far an organisation's signatures have come).
 */
export function UtkastLista({
  givare,
  status,
  visa = () => true,
}: {
  givare: Fullmaktsgivare;
  status?: (f: Fullmakt) => ReactNode;
  /** Which drafts belong here (a remote may list some in a section of their own). */
  visa?: (f: Fullmakt) => boolean;
}) {
  const flode = useFlode();
  // A share kept for later is resumed from the holder's overview (mfe-ombud), in the share
  // steps with only the original's permissions, not in this create flow.
  const lista = useUtkastLista(givare);
  const utkast = {
    ...lista,
    data: lista.data?.filter(
      ({ fullmakt }) => fullmakt.ursprung.fullmakt === undefined && visa(fullmakt),
    ),
  };
  return (
    <section aria-labelledby="utkast-rubrik">
      <h2 id="utkast-rubrik">{listTexter.utkastRubrik}</h2>
      {utkast.isError ? (
        <Alert ton="error" som="p">
          {oversiktTexter.hamtningsfel}
        </Alert>
      ) : null}
      {/* A line while the drafts are fetched, where 'none' or the first draft will be: the
          list of powers under it then stays where it was drawn (Lighthouse saw it pushed
          down a line when the answer came, CLS 0.020 on /privat/fullmaktsgivare). */}
      {lista.isPending && !lista.isError ? <p>{listTexter.laddarUtkast}</p> : null}
      {utkast.data?.length === 0 ? <p>{listTexter.ingaUtkast}</p> : null}
      <ul>
        {(utkast.data ?? []).map(({ fullmakt }) => (
          <li key={fullmakt.id}>
            <Link to={flode.utkastVag(fullmakt.id)}>
              {fullmakt.status === 'PABORJAD' || fullmakt.status === undefined
                ? oversiktTexter.visaUtkast(fullmakt.rubrik)
                : oversiktTexter.visaSkickatUtkast(fullmakt.rubrik)}
            </Link>{' '}
            ({fullmakt.tredjeman.namn ?? fullmakt.tredjeman.id},{' '}
            {status ? status(fullmakt) : fullmakt.status ? statusTexter[fullmakt.status] : ''})
          </li>
        ))}
      </ul>
    </section>
  );
}
