import { visaTexter } from '@fullmakt/shared';
import { FornyaVy } from '@fullmakt/shared/flode';

/** `/privat/fullmaktsgivare/fornya?id=…&orgnummer=…`: renewing a power given (issue 32 item 4). */
export function FornyaPage() {
  return <FornyaVy tillbakaText={visaTexter.tillbakaTillOversikt} />;
}
