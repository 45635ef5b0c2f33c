import type { Identitetstyp } from '@fullmakt/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RegistryPerson {
  id: string;
  typ: Identitetstyp;
  fornamn: string;
  efternamn: string;
  sekretess: boolean;
}

/** The population register: one person by number, or undefined. */
export async function findPerson(
  db: Kysely<Database>,
  id: string,
): Promise<RegistryPerson | undefined> {
  const row = await db.selectFrom('person').selectAll().where('id', '=', id).executeTakeFirst();
  return row
    ? {
        id: row.id,
        typ: row.typ as Identitetstyp,
        fornamn: row.fornamn,
        efternamn: row.efternamn,
        sekretess: row.sekretess === 1,
      }
    : undefined;
}

export async function findForetag(
  db: Kysely<Database>,
  orgnr: string,
): Promise<{ orgnr: string; namn: string; foretagsform: string } | undefined> {
  return db.selectFrom('foretag').selectAll().where('orgnr', '=', orgnr).executeTakeFirst();
}
