import { Link, useNavigate } from 'react-router';
import {
  formateraOrgnummer,
  fullmaktStore,
  handlingTexter,
  organisationOversiktTexter,
  useFullmaktStore,
} from '@fullmakt/shared';
import { FullmaktLista, SidMeddelande, UtkastLista } from '@fullmakt/shared/flode';
import { valjOrganisation } from '../engagemang/organisation-givare';
import { ENGAGEMANG_VAG, organisationFlode } from '../flode';
import { underskriftsstatus } from '../Underskriftsstatus';
import { valdOrganisation } from '../vakter/vald-organisation';

/**
 * `/organisation/fullmaktsgivare`: the powers the chosen organisation has given (the shared
 * list with every §4 rule) and its drafts, among them powers waiting for signatures, each
 * saying how far it has come. The engagement guard ensures an organisation is chosen.
 */
export function GivnaFullmakterPage() {
  const givare = useFullmaktStore((s) => valdOrganisation(s));
  const navigate = useNavigate();
  const namn = givare?.namn ?? givare?.id ?? '';
  return (
    <div className="page">
      <h1>{organisationOversiktTexter.rubrik}</h1>
      {givare ? (
        <p className="lead">
          {namn} ({formateraOrgnummer(givare.id)}).{' '}
          <Link to={ENGAGEMANG_VAG}>{organisationOversiktTexter.bytOrganisation}</Link>
        </p>
      ) : null}
      <SidMeddelande />
      {givare ? (
        <>
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                // A new power starts from an empty wizard with the organisation as principal.
                fullmaktStore.getState().reset();
                valjOrganisation(givare);
                void navigate(organisationFlode.stegVag('tredjeman'));
              }}
            >
              {handlingTexter.skapaFullmakt}
            </button>
          </div>
          <UtkastLista givare={givare} status={underskriftsstatus} />
          <FullmaktLista
            typ="givare"
            partId={givare.id}
            rubrik={organisationOversiktTexter.tabellRubrik(namn)}
            kolumner={['tredjeman', 'havare', 'giltighet', 'status']}
            status={underskriftsstatus}
          />
        </>
      ) : null}
    </div>
  );
}
