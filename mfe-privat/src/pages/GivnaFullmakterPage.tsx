import { useLocation, useNavigate } from 'react-router';
// zod/mini: the remote's own zod, tree-shaken to what it uses (see api-meddelande.ts).
import { z } from 'zod/mini';
import {
  apiFelmeddelande,
  fullmaktStore,
  handlingTexter,
  listTexter,
  oversiktTexter,
  privatStartTexter,
} from '@fullmakt/shared';
import { useFullmaktLista, useListStore } from '@fullmakt/shared/api';
import { useEgenGivare, valjSjalvSomGivare } from '../principal';
import { FullmaktRad } from '../overview/FullmaktRad';
import { Sidor } from '../overview/Sidor';
import { SokForm } from '../overview/SokForm';
import { TidFilterVal } from '../overview/TidFilterVal';
import { UtkastLista } from '../overview/UtkastLista';

// A page that sends the user here may leave a message (say, a draft kept for later).
const MeddelandeSchema = z.object({ meddelande: z.string() });

/** `/privat/fullmaktsgivare`: the powers the person has given, with filters and paging, and the drafts. */
export function GivnaFullmakterPage() {
  const givare = useEgenGivare();
  const lista = useFullmaktLista('givare', givare?.id);
  const navigate = useNavigate();
  const meddelande = MeddelandeSchema.safeParse(useLocation().state);
  const filter = useListStore((s) => s.givare);

  return (
    <div className="page">
      <h1>{listTexter.givnaRubrik}</h1>
      {meddelande.success ? (
        <p className="notice" role="status">
          {meddelande.data.meddelande}
        </p>
      ) : null}
      {givare === undefined ? (
        <p>{privatStartTexter.ingenAnvandare}</p>
      ) : (
        <>
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                // A new power starts from an empty wizard with oneself as principal.
                fullmaktStore.getState().reset();
                valjSjalvSomGivare(givare);
                void navigate('/privat/fullmaktsgivare/skapa');
              }}
            >
              {handlingTexter.skapaFullmakt}
            </button>
          </div>
          <UtkastLista givare={givare} />
          <section aria-labelledby="givna-rubrik">
            <h2 id="givna-rubrik">{oversiktTexter.tabellRubrik}</h2>
            <TidFilterVal varde={filter.tid} onChange={(tid) => lista.setFilter({ tid })} />
            <SokForm text={filter.text} onSok={(text) => lista.setFilter({ text })} />
            {lista.problem ? (
              // Part of the answer failed: what is listed may not be everything.
              <p className="notice" role="status">
                {lista.problem.meddelande ?? apiFelmeddelande(lista.problem.kod)}
              </p>
            ) : null}
            {lista.isError ? (
              <div className="notice notice--error">
                <p>{oversiktTexter.hamtningsfel}</p>
                <button type="button" className="button" onClick={() => void lista.uppdatera()}>
                  {oversiktTexter.uppdatera}
                </button>
              </div>
            ) : null}
            {lista.isPending && !lista.isError ? <p>{listTexter.laddar}</p> : null}
            {lista.isSuccess ? <p aria-live="polite">{listTexter.antal(lista.totalt)}</p> : null}
            {lista.isSuccess && lista.rader.length === 0 ? <p>{listTexter.inga}</p> : null}
            {lista.rader.length > 0 ? (
              <table className="fullmakt-lista">
                <thead>
                  <tr>
                    <th scope="col">{oversiktTexter.kolumnFullmakt}</th>
                    <th scope="col">{oversiktTexter.kolumnTredjeman}</th>
                    <th scope="col">{oversiktTexter.kolumnHavare}</th>
                    <th scope="col">{oversiktTexter.kolumnGiltighet}</th>
                    <th scope="col">{oversiktTexter.kolumnStatus}</th>
                  </tr>
                </thead>
                <tbody>
                  {lista.rader.map((f) => (
                    <FullmaktRad key={f.id} fullmakt={f} />
                  ))}
                </tbody>
              </table>
            ) : null}
            <Sidor sida={lista.uiSida} antal={lista.antalSidor} onSida={lista.setUiSida} />
          </section>
        </>
      )}
    </div>
  );
}
