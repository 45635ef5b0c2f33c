import { organisationOversiktTexter } from '@fullmakt/shared';
import { BegaranVy } from '@fullmakt/shared/flode';

/** `/organisation/fullmaktsgivare/begaran?id=…`: a request for a power to the grantor (issue 32 item 1). */
export function BegaranPage() {
  return <BegaranVy tillbakaText={organisationOversiktTexter.tillbakaTillOversikt} />;
}
