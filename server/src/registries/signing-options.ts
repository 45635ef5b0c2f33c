import {
  GENERISKT_HINDER_KOD,
  type SigneringsKalla,
  type Signeringsalternativ,
  type SigneringsalternativSvar,
} from '@fullmakt/shared/domain';
import { foretagTexter } from '@fullmakt/shared/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every signing rule of an organisation, with its members (the whole group). */
export async function signeringsreglerFor(
  db: Kysely<Database>,
  orgnr: string,
): Promise<(Signeringsalternativ & { kalla: string })[]> {
  const regler = await db
    .selectFrom('signeringsregel')
    .selectAll()
    .where('orgnr', '=', orgnr)
    .orderBy('id')
    .execute();
  if (regler.length === 0) {
    return [];
  }
  // The names let the signatory step name each person; a protected identity (sekretess)
  // keeps its name, as a holder's does.
  const personer = await db
    .selectFrom('signeringsregel_person')
    .leftJoin('person', 'person.id', 'signeringsregel_person.person_id')
    .select([
      'signeringsregel_person.regel_id',
      'signeringsregel_person.person_id',
      'signeringsregel_person.obligatorisk',
      'person.fornamn',
      'person.efternamn',
      'person.sekretess',
    ])
    .where(
      'signeringsregel_person.regel_id',
      'in',
      regler.map((r) => r.id),
    )
    .orderBy('signeringsregel_person.person_id')
    .execute();
  return regler.map((r) => {
    const medlemmar = personer.filter((p) => p.regel_id === r.id);
    return {
      id: r.id,
      kalla: r.kalla,
      typ: r.typ,
      namn: r.namn,
      rubrik: r.rubrik,
      min: r.min,
      ...(r.max === null ? {} : { max: r.max }),
      obligatorisk: medlemmar.some((m) => m.obligatorisk === 1),
      personer: medlemmar.map((m) => ({
        id: m.person_id,
        obligatorisk: m.obligatorisk === 1,
        ...(m.sekretess === 0 && m.fornamn !== null && m.efternamn !== null
          ? { fornamn: m.fornamn, namn: m.efternamn }
          : {}),
      })),
    };
  });
}

/**
 * The signing options of SPEC §7 for one organisation and one caller, per registry
 * source: the rules the caller is part of. A registered obstacle (hinder) is reported; a
 * caller in no rule gets the generic 'obehorig' obstacle, which the shared rule does not
 * count as a real obstacle but which leaves no option to sign with.
 */
export async function signeringsalternativFor(
  db: Kysely<Database>,
  callerId: string,
  orgnr: string,
  actsFor: boolean,
): Promise<SigneringsalternativSvar> {
  const foretag = await db
    .selectFrom('engagemang')
    .select('kalla')
    .where('orgnr', '=', orgnr)
    .executeTakeFirst();
  if (!foretag) {
    return { kalla: {} };
  }
  if (!actsFor) {
    return {
      kalla: {
        [foretag.kalla]: {
          signeringsalternativ: [],
          fel: [{ kod: 'anvandare.obehorig', meddelande: foretagTexter.interFirmatecknare }],
        },
      },
    };
  }
  const [regler, hinder] = await Promise.all([
    signeringsreglerFor(db, orgnr),
    db.selectFrom('foretag_hinder').select(['kalla', 'kod']).where('orgnr', '=', orgnr).execute(),
  ]);
  const kalla: Record<string, SigneringsKalla> = {};
  const kallor = new Set([foretag.kalla, ...regler.map((r) => r.kalla)]);
  for (const kallaId of kallor) {
    const mina = regler
      .filter((r) => r.kalla === kallaId && r.personer.some((p) => p.id === callerId))
      .map(({ kalla: _k, ...r }) => r);
    const registrerat = hinder.find((h) => h.kalla === kallaId)?.kod;
    const kod = registrerat ?? (mina.length === 0 ? GENERISKT_HINDER_KOD : undefined);
    kalla[kallaId] = { signeringsalternativ: mina, fel: [], ...(kod ? { hinder: { kod } } : {}) };
  }
  return { kalla };
}
