import { visaTexter } from '@fullmakt/shared';
import { BegaranVy } from '@fullmakt/shared/flode';

/** `/privat/fullmaktsgivare/begaran?id=…`: a request for a power to the grantor (issue 32 item 1). */
export function BegaranPage() {
  return <BegaranVy tillbakaText={visaTexter.tillbakaTillOversikt} />;
}
