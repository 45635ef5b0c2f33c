import { fodelsedag, typaIdentitet } from '@fullmakt/shared/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { seedOnce } from './seed-once';
import { seedForetag, seedKallaStorningar, type SeedForetag } from './companies';
import { seedPeople, type SeedPerson } from './people';
import { soleTraderExtraEngagemang, soleTraderForetag, soleTraderPeople } from './sole-traders';
import { seedTredjeman } from './third-parties';

const seedName = 'registries-v1';

function isoBirthDate(id: string): string {
  const born = fodelsedag(id);
  if (!born) {
    throw new Error('Seed-person utan födelsedatum');
  }
  return `${born.year}-${String(born.month).padStart(2, '0')}-${String(born.day).padStart(2, '0')}`;
}

/**
 * Loads the registries once. The marker row is written in the same transaction as the
 * data, so a crash leaves either everything or nothing, and a restart seeds again.
 */
export async function seedRegistries(db: Kysely<Database>, now: Date): Promise<boolean> {
  return seedOnce(db, seedName, now, async (trx) => {
    await insertPeople(trx, seedPeople);
    for (const foretag of seedForetag) {
      await insertForetag(trx, foretag);
    }
    await trx
      .insertInto('kalla_storning')
      .values([...seedKallaStorningar])
      .execute();

    for (const tredjeman of seedTredjeman) {
      await trx
        .insertInto('tredjeman')
        .values({ id: tredjeman.id, namn: tredjeman.namn, typ: tredjeman.typ })
        .execute();
      const rights = (['PRIVAT', 'ORGANISATION'] as const).flatMap((roll) =>
        tredjeman.behorigheter[roll].map((atgard) => ({
          tredjeman_id: tredjeman.id,
          roll,
          atgard,
        })),
      );
      if (rights.length > 0) {
        await trx.insertInto('tredjeman_behorighet').values(rights).execute();
      }
      for (const mall of tredjeman.mallar) {
        await trx
          .insertInto('mall')
          .values({
            id: mall.id,
            tredjeman_id: tredjeman.id,
            rubrik: mall.rubrik,
            beskrivning: mall.beskrivning,
            status: mall.status,
            fullmaktsgivarroll: mall.roller.join(','),
            transportfullmakt: mall.transportfullmakt ? 1 : 0,
          })
          .execute();
        await trx
          .insertInto('mall_behorighet')
          .values(
            mall.behorigheter.map((b, index) => ({
              mall_id: mall.id,
              kod: b.kod,
              rubrik: b.rubrik,
              beskrivning: b.beskrivning,
              obligatorisk: b.obligatorisk ? 1 : 0,
              index,
            })),
          )
          .execute();
      }
    }
  });
}

async function insertPeople(trx: Transaction<Database>, people: readonly SeedPerson[]) {
  await trx
    .insertInto('person')
    .values(
      people.map((person) => ({
        id: person.id,
        typ: typaIdentitet(person.id).typ,
        fornamn: person.fornamn,
        efternamn: person.efternamn,
        fodelsedatum: isoBirthDate(person.id),
        sekretess: person.sekretess ? 1 : 0,
      })),
    )
    .execute();
}

/** A company with its engagements, signing rules and obstacle. */
async function insertForetag(trx: Transaction<Database>, foretag: SeedForetag) {
  await trx
    .insertInto('foretag')
    .values({ orgnr: foretag.orgnr, namn: foretag.namn, foretagsform: foretag.foretagsform })
    .execute();
  const engagemang = Object.entries(foretag.engagemang).map(([personId, roll]) => ({
    person_id: personId,
    orgnr: foretag.orgnr,
    kalla: foretag.kalla,
    roll,
  }));
  await trx.insertInto('engagemang').values(engagemang).execute();
  for (const regel of foretag.regler) {
    await trx
      .insertInto('signeringsregel')
      .values({
        id: regel.id,
        orgnr: foretag.orgnr,
        kalla: foretag.kalla,
        typ: regel.typ,
        namn: regel.namn,
        rubrik: regel.rubrik,
        min: regel.min,
        max: regel.max ?? null,
      })
      .execute();
    await trx
      .insertInto('signeringsregel_person')
      .values(
        regel.personer.map((person) => ({
          regel_id: regel.id,
          person_id: person.id,
          obligatorisk: person.obligatorisk ? 1 : 0,
        })),
      )
      .execute();
  }
  if (foretag.hinder) {
    await trx
      .insertInto('foretag_hinder')
      .values({ orgnr: foretag.orgnr, kalla: foretag.kalla, kod: foretag.hinder })
      .execute();
  }
}

/**
 * Registry data added later (the sole-trader limit), under its own marker: a database
 * seeded before gets it on its next start, a new one right after the first seed.
 */
export async function seedSoleTraders(db: Kysely<Database>, now: Date): Promise<boolean> {
  return seedOnce(db, 'registries-v2-enskilda-firmor', now, async (trx) => {
    await insertPeople(trx, soleTraderPeople);
    for (const foretag of soleTraderForetag) {
      await insertForetag(trx, foretag);
    }
    await trx
      .insertInto('engagemang')
      .values([...soleTraderExtraEngagemang])
      .execute();
  });
}
