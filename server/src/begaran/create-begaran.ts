import { randomUUID } from 'node:crypto';
import {
  arGiltigtOrganisationsnummer,
  arGiltigtPersonnummer,
  arGiltigtSamordningsnummer,
  arMyndig,
  arPersonTyp,
  BEGARAN_GILTIG_DAGAR,
  BEGARAN_MAX_OPPNA,
  behorighetslistaForMall,
  tryTypaIdentitet,
  valideraGiltighet,
  type BegaranSkickadSvar,
  type SkapaBegaran,
  type TypadIdentitet,
} from '@fullmakt/shared/domain';
import { allmannaTexter, begaranTexter } from '@fullmakt/shared/texts';
import type { Kysely } from 'kysely';
import type { Access } from '../core/access';
import { conflict, invalid } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import type { Database } from '../db/schema';
import { usableMall, usableTredjeman } from '../fullmakt/mall-check';
import { validityBounds } from '../fullmakt/validity';
import { findForetag, findPerson } from '../registries/people';
import { grantorRecipients, queueBegaranNotices } from './begaran-notices';
import { begaranPage, type BegaranRow } from './begaran-store';

const dayMs = 24 * 3600 * 1000;

/** The number's own form and check digit: a mistyped number is the requester's to fix. */
function validCheckDigit(givare: TypadIdentitet): boolean {
  if (givare.typ === 'orgnr') {
    return arGiltigtOrganisationsnummer(givare.id);
  }
  return givare.typ === 'samnr'
    ? arGiltigtSamordningsnummer(givare.id)
    : arGiltigtPersonnummer(givare.id);
}

/**
 * Whether a request reaches its grantor: a person who exists, is of age and has no
 * protected identity, or an organisation in the company register; and who has not blocked
 * the requester. The requester is answered the same either way.
 */
async function reachesGrantor(
  db: Kysely<Database>,
  givare: TypadIdentitet,
  begarareId: string,
  today: string,
): Promise<boolean> {
  if (arPersonTyp(givare.typ)) {
    const person = await findPerson(db, givare.id);
    if (!person || person.sekretess || !arMyndig(givare.id, today)) {
      return false;
    }
  } else if (!(await findForetag(db, givare.id))) {
    return false;
  }
  const blocked = await db
    .selectFrom('begaran_blockering')
    .select('givare_id')
    .where('givare_id', '=', givare.id)
    .where('begarare_id', '=', begarareId)
    .executeTakeFirst();
  return blocked === undefined;
}

/**
 * A holder asks a grantor for a power (issue 32 items 1-2). Everything the requester typed
 * is checked first (the same for every grantor); then the request is stored and, when it
 * reaches the grantor, the grantor is told. The answer is one text for every grantor.
 */
export async function createBegaran(
  deps: AppDeps,
  access: Access,
  body: SkapaBegaran,
): Promise<BegaranSkickadSvar> {
  const db = deps.db.kysely;
  const now = deps.now();
  const today = swedishDate(now);
  await access.assertActsFor(body.begarare.id);
  const givare = tryTypaIdentitet(body.fullmaktsgivare.id);
  if (!givare || givare.typ === 'gdnr' || !validCheckDigit(givare)) {
    throw invalid('anvandare.ogiltig', allmannaTexter.ogiltigIdentitet);
  }
  if (givare.id === body.begarare.id || givare.id === access.caller.id) {
    throw invalid('anvandare.ogiltig', begaranTexter.sigSjalv);
  }
  const roll = givare.typ === 'orgnr' ? 'Organisation' : 'Privat';
  const tredjeman = await usableTredjeman(db, body.tredjeman.id, roll);
  const mall = await usableMall(db, body.mall.id, tredjeman.id, roll);
  const koder = new Set(behorighetslistaForMall(mall.behorigheter).map((b) => b.kod));
  if (!body.behorigheter.every((kod) => koder.has(kod))) {
    throw invalid('fullmakt.ogiltig', begaranTexter.behorighetSaknas);
  }
  const fel = valideraGiltighet(body.giltigFrom, body.giltigTom, {
    ...validityBounds(deps.settings, today),
    tomKravs: false,
  });
  const datumFel = fel.giltigFrom ?? fel.giltigTom;
  if (datumFel !== undefined) {
    throw invalid('fullmakt.ogiltig', datumFel);
  }
  // Counted over every request the requester sent to the number, reaching or not, so the
  // limit says nothing of the grantor either.
  const open = await db
    .selectFrom('begaran')
    .select((eb) => eb.fn.countAll<number>().as('antal'))
    .where('begarare_id', '=', body.begarare.id)
    .where('givare_id', '=', givare.id)
    .where('status', '=', 'SKICKAD')
    .executeTakeFirstOrThrow();
  if (Number(open.antal) >= BEGARAN_MAX_OPPNA) {
    throw conflict('fullmakt.konflikt', begaranTexter.forMangaOppna);
  }
  const levereras = await reachesGrantor(db, givare, body.begarare.id, today);
  const at = now.toISOString();
  const row: BegaranRow = {
    id: randomUUID(),
    begarare_id: body.begarare.id,
    skapare_id: access.caller.id,
    givare_id: givare.id,
    levereras: levereras ? 1 : 0,
    tredjeman_id: tredjeman.id,
    mall_id: mall.id,
    // A request that reaches nobody keeps nothing of what was written.
    behorigheter: JSON.stringify(levereras ? [...new Set(body.behorigheter)] : []),
    giltig_from: body.giltigFrom,
    giltig_tom: body.giltigTom ?? null,
    meddelande: levereras ? body.meddelande : '',
    status: 'SKICKAD',
    anledning: null,
    fullmakt_id: null,
    skapad_tidpunkt: at,
    upphor_tidpunkt: new Date(now.getTime() + BEGARAN_GILTIG_DAGAR * dayMs).toISOString(),
    andrad_tidpunkt: at,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('begaran').values(row).execute();
    if (levereras) {
      await queueBegaranNotices(
        trx,
        at,
        row,
        'BEGARAN_MOTTAGEN',
        await grantorRecipients(trx, givare.id),
        () => begaranPage('fullmaktsgivare', givare.id, row.id),
      );
    }
  });
  return { meddelande: begaranTexter.skickad };
}
