import { Link } from 'react-router';
import { listTexter, oversiktTexter, privatStartTexter, Sida } from '@fullmakt/shared';
import { GivarOversikt, SidMeddelande } from '@fullmakt/shared/flode';
import { useEgenGivare } from '../principal';

/**
 * `/privat/fullmaktsgivare`: the powers the person has given, with filters and paging, and
 * the drafts; under the heading the way to the powers received (the private person's start
 * page, which had it, is passed straight through).
 */
export function GivnaFullmakterPage() {
  const givare = useEgenGivare();
  return (
    <Sida>
      <h1>{listTexter.givnaRubrik}</h1>
      <p>
        <Link to="/privat/ombud">{listTexter.mottagnaRubrik}</Link>
      </p>
      <SidMeddelande />
      {givare === undefined ? (
        <p>{privatStartTexter.ingenAnvandare}</p>
      ) : (
        <GivarOversikt givare={givare} tabellRubrik={oversiktTexter.tabellRubrik} />
      )}
    </Sida>
  );
}
