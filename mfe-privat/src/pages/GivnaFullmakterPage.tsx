import { useNavigate } from 'react-router';
import {
  fullmaktStore,
  handlingTexter,
  listTexter,
  oversiktTexter,
  privatStartTexter,
} from '@fullmakt/shared';
import { FullmaktLista, SidMeddelande, UtkastLista } from '@fullmakt/shared/flode';
import { privatFlode } from '../flode';
import { useEgenGivare, valjSjalvSomGivare } from '../principal';

/** `/privat/fullmaktsgivare`: the powers the person has given, with filters and paging, and the drafts. */
export function GivnaFullmakterPage() {
  const givare = useEgenGivare();
  const navigate = useNavigate();

  return (
    <div className="page">
      <h1>{listTexter.givnaRubrik}</h1>
      <SidMeddelande />
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
                void navigate(privatFlode.stegVag('tredjeman'));
              }}
            >
              {handlingTexter.skapaFullmakt}
            </button>
          </div>
          <UtkastLista givare={givare} />
          <FullmaktLista
            typ="givare"
            partId={givare.id}
            rubrik={oversiktTexter.tabellRubrik}
            kolumner={['tredjeman', 'havare', 'giltighet', 'status']}
          />
        </>
      )}
    </div>
  );
}
