import { Link } from 'react-router';
import {
  formateraOrgnummer,
  organisationOversiktTexter,
  useFullmaktStore,
  useSessionStore,
  Ingress,
  Sida,
} from '@fullmakt/shared';
import { GivarOversikt, SidMeddelande } from '@fullmakt/shared/flode';
import { ENGAGEMANG_VAG } from '../flode';
import { underskriftsstatus } from '../Underskriftsstatus';
import { valdOrganisation } from '../vakter/vald-organisation';
import { vantarPa, VantarPaDig } from './VantarPaDig';

/**
 * `/organisation/fullmaktsgivare`: the powers the chosen organisation has given (the shared
 * overview with every §4 rule) and its drafts, among them powers waiting for signatures,
 * each saying how far it has come; those waiting for the user's own signature first, in a
 * section of their own. The engagement guard ensures an organisation is chosen.
 */
export function GivnaFullmakterPage() {
  const givare = useFullmaktStore((s) => valdOrganisation(s));
  const namn = givare?.namn ?? givare?.id ?? '';
  const anvandarId = useSessionStore((s) => s.user?.id);
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
      {givare ? <VantarPaDig givare={givare} /> : null}
      {givare ? (
        <GivarOversikt
          givare={givare}
          tabellRubrik={organisationOversiktTexter.tabellRubrik(namn)}
          status={underskriftsstatus}
          // What waits for the user's signature is listed above, not as a draft to continue.
          visaUtkast={(f) => !vantarPa(f, anvandarId)}
        />
      ) : null}
    </Sida>
  );
}
