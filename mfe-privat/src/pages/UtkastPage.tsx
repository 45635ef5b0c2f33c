import { visaTexter } from '@fullmakt/shared';
import { UtkastVy } from '@fullmakt/shared/flode';

/** `/privat/fullmaktsgivare/utkast?id=…`: a started draft, to resume or delete. */
export function UtkastPage() {
  return <UtkastVy tillbakaText={visaTexter.tillbakaTillOversikt} />;
}
