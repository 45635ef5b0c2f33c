import {
  REGISTER_KALLOR,
  type EngagemangKalla,
  type EngagemangSvar,
} from '@fullmakt/shared/domain';
import { foretagTexter } from '@fullmakt/shared/texts';
import type { Kysely } from 'kysely';
import type { Settings } from '../core/settings';
import type { Database } from '../db/schema';

/** The company form the registers give a sole trader. */
export const enskildNaringsidkare = 'Enskild näringsidkare';

export interface PersonEngagemang {
  orgnr: string;
  namn: string;
  foretagsform: string;
  kalla: string;
  /** The person's role in the organisation, as registered. */
  roll: string;
}

/** Every organisation the person is registered in, from both registry sources. */
export async function engagemangFor(
  db: Kysely<Database>,
  personId: string,
): Promise<PersonEngagemang[]> {
  return db
    .selectFrom('engagemang')
    .innerJoin('foretag', 'foretag.orgnr', 'engagemang.orgnr')
    .select([
      'foretag.orgnr',
      'foretag.namn',
      'foretag.foretagsform',
      'engagemang.kalla',
      'engagemang.roll',
    ])
    .where('engagemang.person_id', '=', personId)
    .orderBy('foretag.namn')
    .execute();
}

/** How many organisations, and how many sole traders, one person may manage here. */
export type EngagemangGranser = Pick<Settings, 'maxForetag' | 'maxEnskildaFirmor'>;

/**
 * The reply of POST /api/engagemang, per source. A source that fails for this person
 * answers with an error and no engagements; one that answers partially is marked
 * ofullstandig. More organisations than `maxForetag` blocks management: the sources
 * answer with the error, so the client shows the too-many-companies message. More sole
 * traders than `maxEnskildaFirmor` leaves the sole traders out, with the sole-trader
 * message from the sources that had them; the person's other organisations stay.
 */
export async function engagemangSvar(
  db: Kysely<Database>,
  personId: string,
  granser: EngagemangGranser,
): Promise<EngagemangSvar> {
  const [alla, storningar] = await Promise.all([
    engagemangFor(db, personId),
    db
      .selectFrom('kalla_storning')
      .select(['kalla', 'typ'])
      .where('person_id', '=', personId)
      .execute(),
  ]);
  const forManga = new Set(alla.map((e) => e.orgnr)).size > granser.maxForetag;
  const enskilda = new Set(
    alla.filter((e) => e.foretagsform === enskildNaringsidkare).map((e) => e.orgnr),
  );
  const forMangaEnskilda = enskilda.size > granser.maxEnskildaFirmor;
  const kalla: Record<string, EngagemangKalla> = {};
  for (const kallaId of REGISTER_KALLOR) {
    const storning = storningar.find((s) => s.kalla === kallaId)?.typ;
    if (storning === 'fel') {
      kalla[kallaId] = {
        engagemang: [],
        fel: [{ kod: 'okant.fel', meddelande: foretagTexter.allmant }],
        ofullstandig: false,
      };
      continue;
    }
    const franKallan = alla.filter((e) => e.kalla === kallaId);
    const utelamnas = (e: PersonEngagemang) => forMangaEnskilda && enskilda.has(e.orgnr);
    const fel = forManga
      ? [{ kod: 'anvandare.obehorig', meddelande: foretagTexter.forMangaForetag }]
      : franKallan.some(utelamnas)
        ? [{ kod: 'anvandare.obehorig', meddelande: foretagTexter.enskildFirmaGrans }]
        : [];
    kalla[kallaId] = {
      engagemang: forManga
        ? []
        : franKallan
            .filter((e) => !utelamnas(e))
            .map((e) => ({
              orgnummer: e.orgnr,
              namn: e.namn,
              foretagsform: e.foretagsform,
              roll: e.roll,
            })),
      fel,
      ofullstandig: storning === 'ofullstandig',
    };
  }
  const aktivaOrgnummer = forManga
    ? []
    : [...new Set(Object.values(kalla).flatMap((k) => k.engagemang.map((e) => e.orgnummer)))];
  return { kalla, aktivaOrgnummer };
}

/**
 * The organisations the person may act for: registered in them, through a source that
 * answers, and not blocked by too many companies.
 */
export async function orgsActedFor(
  db: Kysely<Database>,
  personId: string,
  granser: EngagemangGranser,
): Promise<Set<string>> {
  const svar = await engagemangSvar(db, personId, granser);
  return new Set(svar.aktivaOrgnummer);
}
