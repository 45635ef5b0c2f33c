import { organisationOversiktTexter } from '@fullmakt/shared';
import { FornyaVy } from '@fullmakt/shared/flode';

/** `/organisation/fullmaktsgivare/fornya?id=…&orgnummer=…`: renewing a power given (issue 32 item 4). */
export function FornyaPage() {
  return <FornyaVy tillbakaText={organisationOversiktTexter.tillbakaTillOversikt} />;
}
