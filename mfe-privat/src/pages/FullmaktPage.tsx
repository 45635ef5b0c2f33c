import { visaTexter } from '@fullmakt/shared';
import { AterkallaHandling, FullmaktVy } from '@fullmakt/shared/flode';

/** `/privat/fullmaktsgivare/fullmakt?id=…&orgnummer=…`: one power given, with the revoke dialog. */
export function FullmaktPage() {
  return (
    <FullmaktVy
      tillbakaText={visaTexter.tillbakaTillOversikt}
      handlingar={(fullmakt) => <AterkallaHandling fullmakt={fullmakt} />}
    />
  );
}
