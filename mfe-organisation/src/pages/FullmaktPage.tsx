import { organisationOversiktTexter } from '@fullmakt/shared';
import { AterkallaHandling, FullmaktVy } from '@fullmakt/shared/flode';

/** `/organisation/fullmaktsgivare/fullmakt?id=…&orgnummer=…`: one power given, with the revoke dialog. */
export function FullmaktPage() {
  return (
    <FullmaktVy
      tillbakaText={organisationOversiktTexter.tillbakaTillOversikt}
      handlingar={(fullmakt) => <AterkallaHandling fullmakt={fullmakt} />}
    />
  );
}
