import type { ReactNode } from 'react';
import type { Fullmakt } from '../../domain/fullmakt';
import { useFullmaktLista } from '../../store/server-state/fullmakt-lista';
import type { ListaTyp } from '../../store/server-state/query-keys';
import { useListStore } from '../../store/server-state/list-store';
import { apiFelmeddelande } from '../../texts/api-errors';
import { oversiktTexter } from '../../texts/privat';
import { listTexter } from '../../texts/ui';
import { FullmaktTabell } from './FullmaktTabell';
import type { Kolumn } from './FullmaktTabell';
import { TidFilterVal } from './TidFilterVal';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Pagination } from '../../ui/Pagination';
import { SearchField } from '../../ui/SearchField';

/**
 * A list of powers given or received by a party, with every §4 list rule (the shared
 * useFullmaktLista): the time filter, text search, 20 fetched and 5 shown a page, the 90 s
 * cache, a failed load shown in place with a way to load again, a partial answer noted.
 */
export function FullmaktLista({
  typ,
  partId,
  rubrik,
  kolumner,
  status,
}: {
  typ: ListaTyp;
  partId: string;
  rubrik: string;
  kolumner: readonly Kolumn[];
  status?: (f: Fullmakt) => ReactNode;
}) {
  const lista = useFullmaktLista(typ, partId);
  const filter = useListStore((s) => s[typ]);
  const rubrikId = `${typ}-rubrik`;

  return (
    <section aria-labelledby={rubrikId}>
      <h2 id={rubrikId}>{rubrik}</h2>
      <TidFilterVal varde={filter.tid} onChange={(tid) => lista.setFilter({ tid })} />
      <SearchField
        id="sok-fullmakter"
        etikett={listTexter.sokEtikett}
        knapp={oversiktTexter.sokKnapp}
        text={filter.text}
        onSok={(text) => lista.setFilter({ text })}
      />
      {lista.problem ? (
        // Part of the answer failed: what is listed may not be everything.
        <Alert som="p" role="status">
          {lista.problem.meddelande ?? apiFelmeddelande(lista.problem.kod)}
        </Alert>
      ) : null}
      {lista.isError ? (
        <Alert ton="error">
          <p>{oversiktTexter.hamtningsfel}</p>
          <Button onClick={() => void lista.uppdatera()}>{oversiktTexter.uppdatera}</Button>
        </Alert>
      ) : null}
      {lista.isPending && !lista.isError ? <p>{listTexter.laddar}</p> : null}
      {lista.isSuccess ? <p aria-live="polite">{listTexter.antal(lista.totalt)}</p> : null}
      {lista.isSuccess && lista.rader.length === 0 ? <p>{listTexter.inga}</p> : null}
      {lista.rader.length > 0 ? (
        <FullmaktTabell rader={lista.rader} kolumner={kolumner} status={status} />
      ) : null}
      <Pagination
        etikett={oversiktTexter.sidnavigering}
        sida={lista.uiSida}
        antal={lista.antalSidor}
        onSida={lista.setUiSida}
      />
    </section>
  );
}
