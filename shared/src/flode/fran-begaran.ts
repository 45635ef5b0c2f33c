// "Skapa fullmakten" from a request (issue 32 item 1): the renewal's mechanism (fornya.ts)
// with the request's content. A draft that names the request is started, filled with what
// was asked (the requester as holder, the permissions, the period) and opened in the
// wizard, where everything can still be changed. Delivered, it answers the request.
import { skapaUtkast, uppdateraUtkast } from '../api/utkast';
import type { Begaran } from '../domain/begaran';
import { tryTypaIdentitet } from '../domain/identity';
import type { InloggadPerson } from '../domain/parties';
import type { UppdateraUtkastBegaran } from '../domain/utkast';
import { aterupptaUtkast } from './ateruppta';
import type { Flode } from './flode';
import { utkastAndring } from './spara-utkast';

/** What the draft is saved with: a start already passed becomes today. */
export function begaransInnehall(
  begaran: Begaran,
  dag: string,
): UppdateraUtkastBegaran | undefined {
  const havare = tryTypaIdentitet(begaran.begarare.id);
  if (!havare) {
    return undefined;
  }
  return utkastAndring(
    [{ id: havare.id, typ: havare.typ }],
    begaran.giltigFrom < dag ? dag : begaran.giltigFrom,
    begaran.giltigTom ?? undefined,
    begaran.behorigheter,
  );
}

/** Starts the power a request asks for and answers the wizard step to open. */
export async function skapaFranBegaran(
  begaran: Begaran,
  flode: Flode,
  skapare: InloggadPerson,
  dag: string,
): Promise<string> {
  const givare = tryTypaIdentitet(begaran.fullmaktsgivare.id);
  const innehall = begaransInnehall(begaran, dag);
  if (!givare || innehall === undefined) {
    throw new Error('Förfrågan saknar uppgifter för en fullmakt');
  }
  const utkast = await skapaUtkast({
    fullmaktsgivare: { id: givare.id, typ: givare.typ },
    fullmaktsgivarroll: givare.typ === 'orgnr' ? 'Organisation' : 'Privat',
    tredjeman: { id: begaran.tredjeman.id },
    mall: { id: begaran.mall.id },
    begaran: { id: begaran.id },
  });
  const ifyllt = await uppdateraUtkast(utkast.fullmakt.id, innehall);
  return aterupptaUtkast(ifyllt, flode, skapare);
}
