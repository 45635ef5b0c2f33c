import { Link } from 'react-router';
import {
  formateraOrgnummer,
  organisationOversiktTexter,
  useFullmaktStore,
  Ingress,
  Sida,
} from '@fullmakt/shared';
import { GivarOversikt, SidMeddelande } from '@fullmakt/shared/flode';
import { ENGAGEMANG_VAG } from '../flode';
import { underskriftsstatus } from '../Underskriftsstatus';
import { valdOrganisation } from '../vakter/vald-organisation';

/**
 * `/organisation/fullmaktsgivare`: the powers the chosen organisation has given (the shared
 * overview with every §4 rule) and its drafts, among them powers waiting for signatures,
 * each saying how far it has come. The engagement guard ensures an organisation is chosen.
 */
export function GivnaFullmakterPage() {
  const givare = useFullmaktStore((s) => valdOrganisation(s));
  const namn = givare?.namn ?? givare?.id ?? '';
  return (
    <Sida>
      <h1>{organisationOversiktTexter.rubrik}</h1>
      {givare ? (
        <Ingress>
          {namn} ({formateraOrgnummer(givare.id)}).{' '}
          <Link to={ENGAGEMANG_VAG}>{organisationOversiktTexter.bytOrganisation}</Link>
        </Ingress>
      ) : null}
      <SidMeddelande />
      {givare ? (
        <GivarOversikt
          givare={givare}
          tabellRubrik={organisationOversiktTexter.tabellRubrik(namn)}
          status={underskriftsstatus}
        />
      ) : null}
    </Sida>
  );
}
