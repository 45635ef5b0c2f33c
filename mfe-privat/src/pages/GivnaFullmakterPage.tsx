import { listTexter, oversiktTexter, privatStartTexter, Sida } from '@fullmakt/shared';
import { GivarOversikt, SidMeddelande } from '@fullmakt/shared/flode';
import { useEgenGivare } from '../principal';

/** `/privat/fullmaktsgivare`: the powers the person has given, with filters and paging, and the drafts. */
export function GivnaFullmakterPage() {
  const givare = useEgenGivare();
  return (
    <Sida>
      <h1>{listTexter.givnaRubrik}</h1>
      <SidMeddelande />
      {givare === undefined ? (
        <p>{privatStartTexter.ingenAnvandare}</p>
      ) : (
        <GivarOversikt givare={givare} tabellRubrik={oversiktTexter.tabellRubrik} />
      )}
    </Sida>
  );
}
