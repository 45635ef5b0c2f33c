// Renewing a power (issue 32 item 4): a new draft that names the power it renews, filled
// with the same third party, template, holders and permissions and a period as long, then
// opened in the wizard like any draft. An organisation's signatories are not copied: the
// wizard asks for them again, since the registry may have changed.
import { skapaUtkast, uppdateraUtkast } from '../api/utkast';
import { fornyadGiltighet } from '../domain/fornyelse';
import type { Fullmakt } from '../domain/fullmakt';
import type { InloggadPerson } from '../domain/parties';
import type { UppdateraUtkastBegaran } from '../domain/utkast';
import { aterupptaUtkast } from './ateruppta';
import { utkastAndring } from './spara-utkast';
import type { Flode } from './flode';

/** What the renewal's draft is saved with: the old power's content and the new period. */
export function fornyelsensInnehall(
  fullmakt: Fullmakt,
  dag: string,
  max?: string,
): UppdateraUtkastBegaran | undefined {
  const giltighet = fornyadGiltighet(fullmakt, dag, max);
  if (giltighet === undefined) {
    return undefined;
  }
  return utkastAndring(
    fullmakt.fullmaktshavare,
    giltighet.giltigFrom,
    giltighet.giltigTom,
    fullmakt.behorigheter.map((b) => b.kod),
  );
}

/**
 * Starts the renewal of `fullmakt` on the server and fills the wizard with it; answers the
 * step to open (the validity step, where the prefilled period is shown). When the server
 * continues an unfinished renewal instead, that draft opens as it was saved.
 */
export async function fornyaFullmakt(
  fullmakt: Fullmakt,
  flode: Flode,
  skapare: InloggadPerson,
  dag: string,
  max?: string,
): Promise<string> {
  const innehall = fornyelsensInnehall(fullmakt, dag, max);
  if (innehall === undefined) {
    throw new Error('En fullmakt utan slutdatum kan inte förnyas');
  }
  const utkast = await skapaUtkast({
    fullmaktsgivare: { id: fullmakt.fullmaktsgivare.id, typ: fullmakt.fullmaktsgivare.typ },
    fullmaktsgivarroll: fullmakt.fullmaktsgivarroll,
    tredjeman: { id: fullmakt.tredjeman.id },
    mall: { id: fullmakt.ursprung.mall.id },
    fornyar: { id: fullmakt.id },
  });
  // An unfinished renewal of this power is continued as it was left (the server's choice).
  const ifyllt = utkast.fortsatt ? utkast : await uppdateraUtkast(utkast.fullmakt.id, innehall);
  return aterupptaUtkast(ifyllt, flode, skapare);
}
