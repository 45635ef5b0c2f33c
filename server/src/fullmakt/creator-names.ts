import type { Fullmakt } from '@fullmakt/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findPerson } from '../registries/people';
import { disclosedNames } from './holders';

/**
 * Drafts with their creator named: a co-signatory asked to sign someone else's power must
 * see who started it. Only the draft answers carry it (a handful of rows); the lists of
 * powers stay as they are. A creator with protected identity (sekretess) is not named.
 */
export async function withCreatorNames(
  db: Kysely<Database>,
  fullmakter: Fullmakt[],
): Promise<Fullmakt[]> {
  const ids = [...new Set(fullmakter.map((f) => f.skapare.id))];
  const people = new Map(
    await Promise.all(ids.map(async (id) => [id, await findPerson(db, id)] as const)),
  );
  return fullmakter.map((f) => {
    const person = people.get(f.skapare.id);
    if (!person) {
      return f;
    }
    const names = disclosedNames(person);
    return {
      ...f,
      skapare: {
        id: f.skapare.id,
        ...(names.fornamn === null ? {} : { fornamn: names.fornamn }),
        ...(names.namn === '' ? {} : { namn: names.namn }),
      },
    };
  });
}
